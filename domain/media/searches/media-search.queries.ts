import type { EntityManager } from '@mikro-orm/postgresql';
import type { Caller } from '../../caller';
import { empty, queryRow, queryRows, raw, sql } from '../../database/sql';
import { requiredRow, rowsOfIds } from '../../database/rows-by-id';
import { isUuid } from '../../ids';
import type { PageRequest } from '../../paging';
import { parseInternalIdFilter } from '../../subjects/internal-id-filter';
import type {
  MediaArticleRecord,
  MediaConfigurationRecord,
  MediaDispositionRecord,
  MediaExecutionRecord,
  MediaAnalystRecord,
  MediaSearchRecord,
  MediaSummaryRecord,
} from './media-search-records';

const CONFIGURATION_COLUMNS = raw(`v.configuration_id, v.version, c.organisation_id, v.title, v.reference,
  v.is_template, v.language, v.keywords, v.keyword_lists, v.risk_categories, v.max_number_of_results,
  v.look_back_days, v.look_back_active, v.auto_assessment_active, v.auto_assessment_threshold,
  v.subject_names_fuzzy, v.created_at, v.created_by_id`);

interface ConfigurationRow {
  configuration_id: string;
  version: number;
  organisation_id: string;
  title: string;
  reference: string | null;
  is_template: boolean;
  language: string | null;
  keywords: MediaConfigurationRecord['keywords'];
  keyword_lists: MediaConfigurationRecord['keywordLists'];
  risk_categories: MediaConfigurationRecord['riskCategories'];
  max_number_of_results: number;
  look_back_days: number;
  look_back_active: boolean;
  auto_assessment_active: boolean;
  auto_assessment_threshold: number;
  subject_names_fuzzy: MediaConfigurationRecord['subjectNamesFuzzy'];
  created_at: Date;
  created_by_id: string;
}

const SEARCH_COLUMNS = raw(
  `s.id, s.organisation_id, s.subject_id, s.configuration_id, s.created_at, s.created_by_id`,
);

interface SearchRow {
  id: string;
  organisation_id: string;
  subject_id: string;
  configuration_id: string;
  created_at: Date;
  created_by_id: string;
}

const EXECUTION_COLUMNS = raw(`e.id, e.search_id, e.organisation_id, s.subject_id, s.configuration_id,
  e.configuration_version, e.status, e.failure_reason, e.created_at, e.updated_at, e.created_by_id`);

interface ExecutionRow {
  id: string;
  search_id: string;
  organisation_id: string;
  subject_id: string;
  configuration_id: string;
  configuration_version: number;
  status: MediaExecutionRecord['status'];
  failure_reason: string | null;
  created_at: Date;
  updated_at: Date;
  created_by_id: string;
}

const ARTICLE_COLUMNS =
  raw(`a.id, a.execution_id, a.search_id, a.organisation_id, a.rank, a.canonical_url, a.url,
  a.headline, a.publication_date, a.source, a.language, a.excerpt, a.subject_match, a.risk_assessment,
  a.seen_before, a.created_at`);

interface ArticleRow {
  id: string;
  execution_id: string;
  search_id: string;
  organisation_id: string;
  rank: number;
  canonical_url: string;
  url: string;
  headline: string;
  publication_date: Date | null;
  source: string;
  language: string | null;
  excerpt: string;
  subject_match: MediaArticleRecord['subjectMatch'];
  risk_assessment: MediaArticleRecord['riskAssessment'];
  seen_before: boolean;
  created_at: Date;
}

const DISPOSITION_COLUMNS = raw(`d.id, d.article_id, d.execution_id, d.search_id, d.organisation_id, d.risk,
  d.justification, d.risk_categories, d.origin, d.carried_over_from_id, d.created_at, d.created_by_id`);

interface DispositionRow {
  id: string;
  article_id: string;
  execution_id: string;
  search_id: string;
  organisation_id: string;
  risk: MediaDispositionRecord['risk'];
  justification: string;
  risk_categories: MediaDispositionRecord['riskCategories'];
  origin: MediaDispositionRecord['origin'];
  carried_over_from_id: string | null;
  created_at: Date;
  created_by_id: string;
}

const SUMMARY_COLUMNS = raw(`m.id, m.search_id, m.execution_id, m.organisation_id, m.summary, m.risky,
  m.risk_categories, m.origin, m.created_at, m.created_by_id`);

interface SummaryRow {
  id: string;
  search_id: string;
  execution_id: string | null;
  organisation_id: string;
  summary: string;
  risky: boolean;
  risk_categories: MediaSummaryRecord['riskCategories'];
  origin: MediaSummaryRecord['origin'];
  created_at: Date;
  created_by_id: string;
}

/** Filters of the find operation; each narrows when given. */
export interface MediaSearchFilter {
  searchId?: string | null;
  subjectId?: string | null;
  configurationId?: string | null;
  internalSubjectId?: string | null;
}

export interface MediaSearchListItem extends MediaSearchRecord {
  internalSubjectId: string | null;
}

/**
 * Reads of media searches, always within the caller's organisation (another organisation's record does
 * not exist for the caller); the batch forms serve the graph's loaders, one statement per batch.
 */
export class MediaSearchQueries {
  /** A configuration at `version`, or at its latest version. */
  async configuration(
    em: EntityManager,
    caller: Caller,
    id: string,
    version?: number,
  ): Promise<MediaConfigurationRecord> {
    return requiredRow(
      em,
      'Media search configuration',
      id,
      sql`select ${CONFIGURATION_COLUMNS}
              from media_search_configuration c
              join media_search_configuration_version v
                on v.configuration_id = c.id and v.version = coalesce(${version ?? null}::int, c.latest_version)
              where c.id = ${id} and c.organisation_id = ${caller.organisationId}`,
      toConfiguration,
    );
  }

  /** The latest versions of the given configurations, for loaders. */
  async latestConfigurations(
    em: EntityManager,
    caller: Caller,
    ids: readonly string[],
  ): Promise<MediaConfigurationRecord[]> {
    return rowsOfIds(
      em,
      ids,
      (valid) =>
        sql`select ${CONFIGURATION_COLUMNS}
          from media_search_configuration c
          join media_search_configuration_version v on v.configuration_id = c.id and v.version = c.latest_version
          where c.id = any(${valid}::uuid[]) and c.organisation_id = ${caller.organisationId}`,
      toConfiguration,
    );
  }

  /** Configuration versions by `(id, version)` pairs, for loaders. */
  async configurationVersions(
    em: EntityManager,
    caller: Caller,
    keys: readonly { id: string; version: number }[],
  ): Promise<MediaConfigurationRecord[]> {
    const valid = keys.filter((k) => isUuid(k.id));
    if (valid.length === 0) return [];
    return queryRows(
      em,
      sql`select ${CONFIGURATION_COLUMNS}
          from media_search_configuration c
          join media_search_configuration_version v on v.configuration_id = c.id
          join unnest(${valid.map((k) => k.id)}::uuid[], ${valid.map((k) => String(k.version))}::int[])
            as k(id, version) on k.id = v.configuration_id and k.version = v.version
          where c.organisation_id = ${caller.organisationId}`,
      toConfiguration,
    );
  }

  async search(em: EntityManager, caller: Caller, id: string): Promise<MediaSearchRecord> {
    return requiredRow(
      em,
      'Media search',
      id,
      sql`select ${SEARCH_COLUMNS} from media_search s
              where s.id = ${id} and s.organisation_id = ${caller.organisationId}`,
      toSearch,
    );
  }

  async searchesByIds(
    em: EntityManager,
    caller: Caller,
    ids: readonly string[],
  ): Promise<MediaSearchRecord[]> {
    return rowsOfIds(
      em,
      ids,
      (valid) =>
        sql`select ${SEARCH_COLUMNS} from media_search s
          where s.id = any(${valid}::uuid[]) and s.organisation_id = ${caller.organisationId}`,
      toSearch,
    );
  }

  /** Newest first; the total comes with the page (a window count), a second statement only past the end. */
  async find(
    em: EntityManager,
    caller: Caller,
    filter: MediaSearchFilter,
    page: PageRequest,
  ): Promise<{ items: MediaSearchListItem[]; total: number }> {
    const internalId = parseInternalIdFilter(filter.internalSubjectId, 'internalSubjectId');
    const conditions = sql`s.organisation_id = ${caller.organisationId}
      ${filter.searchId ? sql`and s.id = ${uuidOrNull(filter.searchId)}::uuid` : empty}
      ${filter.subjectId ? sql`and s.subject_id = ${uuidOrNull(filter.subjectId)}::uuid` : empty}
      ${filter.configurationId ? sql`and s.configuration_id = ${uuidOrNull(filter.configurationId)}::uuid` : empty}
      ${internalId ? sql`and j.internal_id = ${internalId}` : empty}`;
    const rows = await queryRows(
      em,
      sql`select ${SEARCH_COLUMNS}, j.internal_id, count(*) over () as total
          from media_search s join subject j on j.id = s.subject_id
          where ${conditions}
          order by s.created_at desc, s.id desc
          limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`,
      (row: SearchRow & { internal_id: string | null; total: number }) => ({
        item: { ...toSearch(row), internalSubjectId: row.internal_id },
        total: row.total,
      }),
    );
    if (rows.length > 0) return { items: rows.map((r) => r.item), total: rows[0].total };
    const total = await queryRow(
      em,
      sql`select count(*) as total from media_search s join subject j on j.id = s.subject_id where ${conditions}`,
      (row: { total: number }) => row.total,
    );
    return { items: [], total: total ?? 0 };
  }

  async execution(em: EntityManager, caller: Caller, id: string): Promise<MediaExecutionRecord> {
    return requiredRow(
      em,
      'Media search execution',
      id,
      sql`select ${EXECUTION_COLUMNS} from media_search_execution e join media_search s on s.id = e.search_id
              where e.id = ${id} and e.organisation_id = ${caller.organisationId}`,
      toExecution,
    );
  }

  /** Executions of the given searches, oldest first. */
  async executionsOf(
    em: EntityManager,
    caller: Caller,
    searchIds: readonly string[],
  ): Promise<MediaExecutionRecord[]> {
    return rowsOfIds(
      em,
      searchIds,
      (valid) =>
        sql`select ${EXECUTION_COLUMNS} from media_search_execution e join media_search s on s.id = e.search_id
          where e.search_id = any(${valid}::uuid[]) and e.organisation_id = ${caller.organisationId}
          order by e.created_at, e.id`,
      toExecution,
    );
  }

  /** Articles of the given executions, by rank. */
  async articlesOf(
    em: EntityManager,
    caller: Caller,
    executionIds: readonly string[],
  ): Promise<MediaArticleRecord[]> {
    return rowsOfIds(
      em,
      executionIds,
      (valid) =>
        sql`select ${ARTICLE_COLUMNS} from media_search_article a
          where a.execution_id = any(${valid}::uuid[]) and a.organisation_id = ${caller.organisationId}
          order by a.execution_id, a.rank`,
      toArticle,
    );
  }

  async article(em: EntityManager, caller: Caller, id: string): Promise<MediaArticleRecord> {
    return requiredRow(
      em,
      'Media search article',
      id,
      sql`select ${ARTICLE_COLUMNS} from media_search_article a
              where a.id = ${id} and a.organisation_id = ${caller.organisationId}`,
      toArticle,
    );
  }

  /** Dispositions of the given articles, newest first (the first is the one in force). */
  async dispositionsOf(
    em: EntityManager,
    caller: Caller,
    articleIds: readonly string[],
  ): Promise<MediaDispositionRecord[]> {
    return rowsOfIds(
      em,
      articleIds,
      (valid) =>
        sql`select ${DISPOSITION_COLUMNS} from media_search_article_disposition d
          where d.article_id = any(${valid}::uuid[]) and d.organisation_id = ${caller.organisationId}
          order by d.article_id, d.created_at desc, d.id desc`,
      toDisposition,
    );
  }

  /** Summaries of the given searches, newest first. */
  async summariesOf(
    em: EntityManager,
    caller: Caller,
    searchIds: readonly string[],
  ): Promise<MediaSummaryRecord[]> {
    return rowsOfIds(
      em,
      searchIds,
      (valid) =>
        sql`select ${SUMMARY_COLUMNS} from media_search_summary m
          where m.search_id = any(${valid}::uuid[]) and m.organisation_id = ${caller.organisationId}
          order by m.search_id, m.created_at desc, m.id desc`,
      toSummary,
    );
  }

  /**
   * The analysts who acted on a search (created it, ran it, decided on an article, wrote a summary),
   * with their email: the PDF report names them unless asked not to.
   */
  /** The caller's organisation's name, as registered with its first credential. */
  async organisationNameOf(em: EntityManager, caller: Caller): Promise<string | null> {
    const rows = await queryRows(
      em,
      sql`select name from organisation where id = ${caller.organisationId}`,
      (row: { name: string }) => row.name,
    );
    return rows[0] ?? null;
  }

  async analystsOf(em: EntityManager, caller: Caller, searchId: string): Promise<MediaAnalystRecord[]> {
    if (!isUuid(searchId)) return [];
    return queryRows(
      em,
      sql`select u.id, u.email from app_user u
        where u.organisation_id = ${caller.organisationId} and u.id in (
          select created_by_id from media_search where id = ${searchId}
          union select created_by_id from media_search_execution where search_id = ${searchId}
          union select created_by_id from media_search_article_disposition where search_id = ${searchId}
          union select created_by_id from media_search_summary where search_id = ${searchId})
        order by u.email, u.id`,
      (row: { id: string; email: string | null }) => ({ id: row.id, email: row.email }),
    );
  }
}

/** A filter value that cannot be an id matches nothing (rather than failing the cast). */
function uuidOrNull(value: string): string | null {
  return isUuid(value) ? value : null;
}

export function toConfiguration(row: ConfigurationRow): MediaConfigurationRecord {
  return {
    id: row.configuration_id,
    version: row.version,
    organisationId: row.organisation_id,
    title: row.title,
    reference: row.reference,
    isTemplate: row.is_template,
    language: row.language,
    keywords: row.keywords,
    keywordLists: row.keyword_lists,
    riskCategories: row.risk_categories,
    maxNumberOfResults: row.max_number_of_results,
    lookBackPeriod: { days: row.look_back_days, isActive: row.look_back_active },
    disambiguationAutoRiskAssessment: {
      active: row.auto_assessment_active,
      threshold: row.auto_assessment_threshold,
    },
    subjectNamesFuzzy: row.subject_names_fuzzy,
    createdAt: row.created_at,
    createdById: row.created_by_id,
  };
}

function toSearch(row: SearchRow): MediaSearchRecord {
  return {
    id: row.id,
    organisationId: row.organisation_id,
    subjectId: row.subject_id,
    configurationId: row.configuration_id,
    createdAt: row.created_at,
    createdById: row.created_by_id,
  };
}

export function toExecution(row: ExecutionRow): MediaExecutionRecord {
  return {
    id: row.id,
    searchId: row.search_id,
    organisationId: row.organisation_id,
    subjectId: row.subject_id,
    configurationId: row.configuration_id,
    configurationVersion: row.configuration_version,
    status: row.status,
    failureReason: row.failure_reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    createdById: row.created_by_id,
  };
}

function toArticle(row: ArticleRow): MediaArticleRecord {
  return {
    id: row.id,
    executionId: row.execution_id,
    searchId: row.search_id,
    organisationId: row.organisation_id,
    rank: row.rank,
    canonicalUrl: row.canonical_url,
    url: row.url,
    headline: row.headline,
    publicationDate: row.publication_date,
    source: row.source,
    language: row.language,
    excerpt: row.excerpt,
    subjectMatch: row.subject_match,
    riskAssessment: row.risk_assessment,
    seenBefore: row.seen_before,
    createdAt: row.created_at,
  };
}

function toDisposition(row: DispositionRow): MediaDispositionRecord {
  return {
    id: row.id,
    articleId: row.article_id,
    executionId: row.execution_id,
    searchId: row.search_id,
    organisationId: row.organisation_id,
    risk: row.risk,
    justification: row.justification,
    riskCategories: row.risk_categories,
    origin: row.origin,
    carriedOverFromId: row.carried_over_from_id,
    createdAt: row.created_at,
    createdById: row.created_by_id,
  };
}

function toSummary(row: SummaryRow): MediaSummaryRecord {
  return {
    id: row.id,
    searchId: row.search_id,
    executionId: row.execution_id,
    organisationId: row.organisation_id,
    summary: row.summary,
    risky: row.risky,
    riskCategories: row.risk_categories,
    origin: row.origin,
    createdAt: row.created_at,
    createdById: row.created_by_id,
  };
}
