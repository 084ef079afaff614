import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryResultRow } from 'pg';
import { empty, queryRow, queryRows, raw, sql, type Sql } from '../database/sql';
import { NotFoundError } from '../errors';
import type {
  NormExampleOrder,
  NormExampleRecord,
  NormExampleSummaryRecord,
  SiteSourceKind,
  SiteSourceRecord,
} from './site-content-records';

const NORM_SUMMARY_COLUMNS = raw(`n.slug, n.position, n.title, n.summary, n.law_abbreviation, n.law_title,
  n.section_id, n.section_title, n.updated_at`);

const NORM_COLUMNS = sql`${NORM_SUMMARY_COLUMNS}, n.source_url, n.old_version_date, n.old_commit,
  n.old_text_markdown, n.new_version_date, n.new_commit, n.new_text_markdown`;

const SOURCE_COLUMNS = raw(`s.slug, s.position, s.kind, s.name, s.short_name, s.url, s.description, s.faqs,
  s.norm_slugs, s.dataset_names, s.updated_at`);

const NORM_ORDER: Record<NormExampleOrder, Sql> = {
  catalog: raw('n.position, n.slug'),
  updated: raw('n.updated_at desc, n.position, n.slug'),
};

interface NormSummaryRow {
  slug: string;
  position: number;
  title: string;
  summary: string;
  law_abbreviation: string;
  law_title: string;
  section_id: string;
  section_title: string;
  updated_at: Date;
}

interface NormRow extends NormSummaryRow {
  source_url: string;
  /** 'YYYY-MM-DD' (date columns are read as their text). */
  old_version_date: string;
  old_commit: string;
  old_text_markdown: string;
  new_version_date: string;
  new_commit: string;
  new_text_markdown: string;
}

interface SourceRow {
  slug: string;
  position: number;
  kind: SiteSourceKind;
  name: string;
  short_name: string | null;
  url: string | null;
  description: string;
  faqs: SiteSourceRecord['faqs'];
  norm_slugs: string[];
  dataset_names: string[];
  updated_at: Date;
}

/** Reads of the public website's content, in hand-written SQL (one round trip each, no entity hydration). */
export class SiteContentQueries {
  /**
   * Changes whenever any content row does. It reads every content table, so a broken store fails here already
   * rather than after a cached page has been served.
   */
  async version(em: EntityManager): Promise<string> {
    const version = await queryRow(
      em,
      sql`select r.revision, (select count(*) from site_norm_example) as norms,
            (select count(*) from site_source) as sources
          from site_content_revision r`,
      (row: { revision: number; norms: number; sources: number }) =>
        `${row.revision}.${row.norms}.${row.sources}`,
    );
    if (!version) throw new Error('site_content_revision has no row: the migrations have not run');
    return version;
  }

  async normExampleSummaries(
    em: EntityManager,
    order: NormExampleOrder,
  ): Promise<NormExampleSummaryRecord[]> {
    return queryRows(
      em,
      sql`select ${NORM_SUMMARY_COLUMNS} from site_norm_example n order by ${NORM_ORDER[order]}`,
      toNormSummary,
    );
  }

  /** Every norm example with both texts, in catalog order (for the combined text of the site). */
  async normExamples(em: EntityManager): Promise<NormExampleRecord[]> {
    return queryRows(
      em,
      sql`select ${NORM_COLUMNS} from site_norm_example n order by ${NORM_ORDER.catalog}`,
      toNormExample,
    );
  }

  async normExample(em: EntityManager, slug: string): Promise<NormExampleRecord> {
    const found = await queryRowBySlug(
      em,
      slug,
      sql`select ${NORM_COLUMNS} from site_norm_example n where n.slug = ${slug}`,
      toNormExample,
    );
    if (!found) throw new NotFoundError('Norm example', slug);
    return found;
  }

  /** Catalog order; `kind` filters when given. */
  async sources(em: EntityManager, kind: SiteSourceKind | null): Promise<SiteSourceRecord[]> {
    return queryRows(
      em,
      sql`select ${SOURCE_COLUMNS} from site_source s ${kind ? sql`where s.kind = ${kind}` : empty}
          order by s.position, s.slug`,
      toSource,
    );
  }

  async source(em: EntityManager, slug: string): Promise<SiteSourceRecord> {
    const found = await queryRowBySlug(
      em,
      slug,
      sql`select ${SOURCE_COLUMNS} from site_source s where s.slug = ${slug}`,
      toSource,
    );
    if (!found) throw new NotFoundError('Source', slug);
    return found;
  }
}

function toNormSummary(row: NormSummaryRow): NormExampleSummaryRecord {
  return {
    slug: row.slug,
    position: row.position,
    title: row.title,
    summary: row.summary,
    lawAbbreviation: row.law_abbreviation,
    lawTitle: row.law_title,
    sectionId: row.section_id,
    sectionTitle: row.section_title,
    updatedAt: row.updated_at.toISOString(),
  };
}

function toNormExample(row: NormRow): NormExampleRecord {
  return {
    ...toNormSummary(row),
    sourceUrl: row.source_url,
    old: {
      versionDate: row.old_version_date,
      commit: row.old_commit,
      textMarkdown: row.old_text_markdown,
    },
    new: {
      versionDate: row.new_version_date,
      commit: row.new_commit,
      textMarkdown: row.new_text_markdown,
    },
  };
}

function toSource(row: SourceRow): SiteSourceRecord {
  return {
    slug: row.slug,
    position: row.position,
    kind: row.kind,
    name: row.name,
    shortName: row.short_name,
    url: row.url,
    description: row.description,
    faqs: row.faqs,
    normSlugs: row.norm_slugs,
    datasetNames: row.dataset_names,
    updatedAt: row.updated_at.toISOString(),
  };
}

/** No stored slug holds a NUL byte, which PostgreSQL cannot even compare: such a slug is not found. */
function queryRowBySlug<Row extends QueryResultRow, Item>(
  em: EntityManager,
  slug: string,
  statement: Sql,
  toItem: (row: Row) => Item,
): Promise<Item | null> {
  return slug.includes('\u0000') ? Promise.resolve(null) : queryRow(em, statement, toItem);
}
