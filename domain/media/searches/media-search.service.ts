import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { Caller } from '../../caller';
import { execute, queryRow, sql } from '../../database/sql';
import { whileParentExists } from '../../database/while-parent-exists';
import { DISPOSITION_RISKS } from '../../dispositions/disposition-risk';
import { NotFoundError } from '../../errors';
import { isUuid, newId } from '../../ids';
import type { SubjectQueries } from '../../subjects/subject.queries';
import { parseInput } from '../../validation/parse-input';
import { textField } from '../../validation/text-field';
import { RISK_CATEGORIES } from '../risk/risk-categories';
import {
  parseConfigurationDraft,
  type ConfigurationDraft,
  type ConfigurationInput,
} from './configuration-draft';
import type { MediaExecutionQueue } from './media-execution-queue';
import { MediaSearchQueries } from './media-search.queries';

const JUSTIFICATION_LENGTH = 5000;
const SUMMARY_LENGTH = 20_000;

const categories = z.array(
  z.enum(RISK_CATEGORIES, { error: `must be one of ${RISK_CATEGORIES.join(', ')}` }),
);

const dispositionSchema = z
  .object({
    risk: z.enum(DISPOSITION_RISKS, { error: `must be one of ${DISPOSITION_RISKS.join(', ')}` }),
    justification: textField(JUSTIFICATION_LENGTH, { multiline: true }),
    riskCategories: categories,
  })
  .superRefine((d, ctx) => {
    // A risky article must say what kind of risk it is: that is what the compliance file records.
    if (d.risk === 'RISKY' && d.riskCategories.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['riskCategories'],
        message: 'must name at least one category for RISKY',
      });
  });

const summarySchema = z
  .object({
    risky: z.boolean(),
    riskCategories: categories,
    summary: textField(SUMMARY_LENGTH, { multiline: true }),
  })
  .superRefine((d, ctx) => {
    if (d.risky && d.riskCategories.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['riskCategories'],
        message: 'must name at least one category when risky',
      });
  });

/**
 * Changes to media searches of the caller's organisation: configurations (versioned), searches, their
 * executions (run as jobs by MediaExecutionRunner), analysts' dispositions and summaries.
 */
export class MediaSearchService {
  private readonly queries = new MediaSearchQueries();

  constructor(
    private readonly subjects: SubjectQueries,
    private readonly executions: MediaExecutionQueue,
  ) {}

  /** A new configuration, at version 1. */
  async createConfiguration(em: EntityManager, caller: Caller, input: ConfigurationInput): Promise<string> {
    const draft = parseConfigurationDraft(input);
    const id = newId();
    const now = new Date();
    await em.transactional(async (tx) => {
      await execute(
        tx,
        sql`insert into media_search_configuration (id, organisation_id, latest_version, created_at, created_by_id)
            values (${id}, ${caller.organisationId}, 1, ${now}, ${caller.userId})`,
      );
      await this.insertVersion(tx, id, 1, draft, caller, now);
    });
    return id;
  }

  /** The next version of a configuration; searches run with it from their next execution on. */
  async updateConfiguration(
    em: EntityManager,
    caller: Caller,
    id: string,
    input: ConfigurationInput,
  ): Promise<number> {
    const draft = parseConfigurationDraft(input);
    return em.transactional(async (tx) => {
      const version = isUuid(id)
        ? await queryRow(
            tx,
            sql`update media_search_configuration set latest_version = latest_version + 1
                where id = ${id} and organisation_id = ${caller.organisationId}
                returning latest_version`,
            (row: { latest_version: number }) => row.latest_version,
          )
        : null;
      if (version === null) throw new NotFoundError('Media search configuration', id);
      await this.insertVersion(tx, id, version, draft, caller, new Date());
      return version;
    });
  }

  /** A search of one subject with one configuration, executed at once when asked. */
  async createSearch(
    em: EntityManager,
    caller: Caller,
    input: { configurationId: string; subjectId: string; executeImmediately: boolean },
  ): Promise<{ searchId: string; executionId: string | null }> {
    const [configuration] = await Promise.all([
      this.queries.configuration(em, caller, input.configurationId),
      this.subjects.get(em, caller, input.subjectId),
    ]);
    const searchId = newId();
    const now = new Date();
    const executionId = await whileParentExists(
      () =>
        em.transactional(async (tx) => {
          await execute(
            tx,
            sql`insert into media_search (id, organisation_id, subject_id, configuration_id, created_at, created_by_id)
                values (${searchId}, ${caller.organisationId}, ${input.subjectId}, ${configuration.id}, ${now},
                  ${caller.userId})`,
          );
          return input.executeImmediately
            ? this.insertExecution(tx, caller, searchId, configuration.version, now)
            : null;
        }),
      () => new NotFoundError('Subject', input.subjectId),
    );
    if (executionId) await this.executions.enqueue(executionId);
    return { searchId, executionId };
  }

  /** A new execution of the search, with the configuration's latest version; it runs as a job. */
  async executeSearch(em: EntityManager, caller: Caller, searchId: string): Promise<string> {
    const search = await this.queries.search(em, caller, searchId);
    const configuration = await this.queries.configuration(em, caller, search.configurationId);
    const executionId = await whileParentExists(
      () => this.insertExecution(em, caller, search.id, configuration.version, new Date()),
      () => new NotFoundError('Media search', searchId),
    );
    await this.executions.enqueue(executionId);
    return executionId;
  }

  /** Deletes the search with its executions, articles, dispositions and summaries. */
  async deleteSearch(em: EntityManager, caller: Caller, searchId: string): Promise<void> {
    const deleted = isUuid(searchId)
      ? await execute(
          em,
          sql`delete from media_search where id = ${searchId} and organisation_id = ${caller.organisationId}`,
        )
      : 0;
    if (deleted === 0) throw new NotFoundError('Media search', searchId);
  }

  /** How many media searches of a subject go with it (called inside the subject's deleting transaction). */
  async deleteSubjectSearches(tx: EntityManager, caller: Caller, subjectId: string): Promise<number> {
    return execute(
      tx,
      sql`delete from media_search where subject_id = ${subjectId} and organisation_id = ${caller.organisationId}`,
    );
  }

  /** An analyst's decision on an article; it comes first in the article's dispositions from now on. */
  async recordArticleDisposition(
    em: EntityManager,
    caller: Caller,
    input: { articleId: string; risk: string; justification: string; riskCategories: string[] },
  ): Promise<string> {
    const disposition = parseInput(dispositionSchema, input);
    const article = await this.queries.article(em, caller, input.articleId);
    const id = newId();
    const insert = () =>
      execute(
        em,
        sql`insert into media_search_article_disposition (id, article_id, execution_id, search_id, organisation_id,
            risk, justification, risk_categories, origin, carried_over_from_id, created_at, created_by_id)
          values (${id}, ${article.id}, ${article.executionId}, ${article.searchId}, ${caller.organisationId},
            ${disposition.risk}, ${disposition.justification}, ${JSON.stringify([...new Set(disposition.riskCategories)])}::jsonb,
            'ANALYST', null, ${new Date()}, ${caller.userId})`,
      );
    await whileParentExists(insert, () => new NotFoundError('Media search article', input.articleId));
    return id;
  }

  /** An analyst's summary of the search; it comes first in the search's summaries from now on. */
  async overrideSummary(
    em: EntityManager,
    caller: Caller,
    input: { searchId: string; risky: boolean; riskCategories: string[]; summary: string },
  ): Promise<string> {
    const summary = parseInput(summarySchema, input);
    const search = await this.queries.search(em, caller, input.searchId);
    const id = newId();
    const insert = () =>
      execute(
        em,
        sql`insert into media_search_summary (id, search_id, execution_id, organisation_id, summary, risky,
            risk_categories, origin, created_at, created_by_id)
          values (${id}, ${search.id}, null, ${caller.organisationId}, ${summary.summary}, ${summary.risky},
            ${JSON.stringify([...new Set(summary.riskCategories)])}::jsonb, 'ANALYST', ${new Date()}, ${caller.userId})`,
      );
    await whileParentExists(insert, () => new NotFoundError('Media search', input.searchId));
    return id;
  }

  private async insertExecution(
    em: EntityManager,
    caller: Caller,
    searchId: string,
    configurationVersion: number,
    now: Date,
  ): Promise<string> {
    const id = newId();
    await execute(
      em,
      sql`insert into media_search_execution (id, search_id, organisation_id, configuration_version, status,
            failure_reason, attempts, created_at, updated_at, created_by_id)
          values (${id}, ${searchId}, ${caller.organisationId}, ${configurationVersion}, 'INITIATED', null, 0,
            ${now}, ${now}, ${caller.userId})`,
    );
    return id;
  }

  private async insertVersion(
    tx: EntityManager,
    id: string,
    version: number,
    d: ConfigurationDraft,
    caller: Caller,
    now: Date,
  ): Promise<void> {
    await execute(
      tx,
      sql`insert into media_search_configuration_version (configuration_id, version, title, reference, is_template,
            language, keywords, keyword_lists, risk_categories, max_number_of_results, look_back_days,
            look_back_active, auto_assessment_active, auto_assessment_threshold, subject_names_fuzzy, created_at,
            created_by_id)
          values (${id}, ${version}, ${d.title}, ${d.reference}, ${d.isTemplate}, ${d.language},
            ${JSON.stringify(d.keywords)}::jsonb, ${JSON.stringify(d.keywordLists)}::jsonb,
            ${JSON.stringify(d.riskCategories)}::jsonb, ${d.maxNumberOfResults}, ${d.lookBackPeriod.days},
            ${d.lookBackPeriod.isActive}, ${d.disambiguationAutoRiskAssessment.active},
            ${d.disambiguationAutoRiskAssessment.threshold}, ${d.subjectNamesFuzzy}, ${now}, ${caller.userId})`,
    );
  }
}
