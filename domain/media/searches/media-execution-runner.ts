import type { EntityManager } from '@mikro-orm/postgresql';
import type { Caller } from '../../caller';
import { execute, join, queryRow, queryRows, sql } from '../../database/sql';
import { newId } from '../../ids';
import type { SubjectQueries } from '../../subjects/subject.queries';
import type { SubjectWithPlaces } from '../../subjects/subject-record';
import type { NewsHit, NewsSearch, NewsSource } from '../news/news-source';
import type { AssessedArticle, AssessedSubject, RiskAssessment } from '../risk/risk-assessment';
import type { SubjectMatch } from '../subject-match/subject-match';
import { articlePriority } from './article-priority';
import { automaticDisposition, type AutomaticDisposition } from './automatic-disposition';
import { executionSummary } from './execution-summary';
import { excerptAround } from './markdown-text';
import type { MediaConfigurationRecord, MediaDispositionRecord } from './media-search-records';
import { MediaSearchQueries } from './media-search.queries';

/** The parts an execution is made of, each replaceable (a live news provider, another assessor). */
export interface MediaPipeline {
  news: NewsSource;
  /** The canonical form of an article's URL: the same article found twice is one. */
  canonicalUrl(url: string): string;
  matchSubject(hit: NewsHit, subject: SubjectWithPlaces): SubjectMatch;
  assessRisk(article: AssessedArticle, subject: AssessedSubject): RiskAssessment;
}

/** Candidates looked at per result kept: matching and ranking choose among more than the cap. */
const CANDIDATES_PER_RESULT = 2;
const MAX_CANDIDATES = 1000;
const DAY_MS = 24 * 3600 * 1000;

interface ClaimedExecution {
  id: string;
  searchId: string;
  organisationId: string;
  subjectId: string;
  configurationId: string;
  configurationVersion: number;
  createdById: string;
  attempts: number;
}

interface RankedArticle {
  id: string;
  hit: NewsHit;
  canonicalUrl: string;
  match: SubjectMatch;
  assessment: RiskAssessment;
  excerpt: string;
  seenBefore: boolean;
  priority: number;
}

/** An analyst's decision on an article of an earlier execution of the same search. */
interface EarlierDecision {
  id: string;
  carriedOverFromId: string | null;
  risk: MediaDispositionRecord['risk'];
  justification: string;
  riskCategories: MediaDispositionRecord['riskCategories'];
  createdById: string;
}

/**
 * Runs one media search execution (as a job): INITIATED → IN_PROGRESS → COMPLETED, everything it finds
 * written in one transaction at the end, so an execution interrupted at any point (a crash, `kill -9`)
 * runs again from the start without duplicating anything. A run that lost its execution to another (a
 * retry of a job thought lost) writes nothing.
 */
export class MediaExecutionRunner {
  private readonly queries = new MediaSearchQueries();

  constructor(
    private readonly subjects: SubjectQueries,
    private readonly pipeline: MediaPipeline,
  ) {}

  /** Runs the execution; false when there is nothing (more) to do: finished, or its search deleted. */
  async run(em: EntityManager, executionId: string, now: Date = new Date()): Promise<boolean> {
    const claimed = await this.claim(em, executionId, now);
    if (!claimed) return false;
    const scope: Caller = {
      organisationId: claimed.organisationId,
      userId: claimed.createdById,
      credentialId: 'platform',
    };
    const [configuration, subject, earlier] = await Promise.all([
      this.queries.configuration(em, scope, claimed.configurationId, claimed.configurationVersion),
      this.subjects.get(em, scope, claimed.subjectId),
      this.earlierDecisions(em, claimed),
    ]);
    const ranked = await this.findAndRank(subject, configuration, earlier.seen, now);
    await em.transactional(async (tx) => {
      await this.write(tx, claimed, subject, configuration, ranked, earlier.decisions, now);
    });
    return true;
  }

  /** Records why an attempt failed; the execution is FAILED once no retry is left. */
  async recordFailure(em: EntityManager, executionId: string, reason: string, final: boolean): Promise<void> {
    await execute(
      em,
      sql`update media_search_execution
          set failure_reason = ${reason.slice(0, 2000)}, updated_at = ${new Date()},
              status = case when ${final} then 'FAILED' else status end
          where id = ${executionId} and status in ('INITIATED', 'IN_PROGRESS')`,
    );
  }

  /** Takes the execution for this run; null when it is finished or gone. */
  private claim(em: EntityManager, executionId: string, now: Date): Promise<ClaimedExecution | null> {
    return queryRow(
      em,
      sql`update media_search_execution e
          set status = 'IN_PROGRESS', attempts = e.attempts + 1, updated_at = ${now}
          from media_search s
          where e.id = ${executionId} and s.id = e.search_id and e.status in ('INITIATED', 'IN_PROGRESS')
          returning e.id, e.search_id, e.organisation_id, s.subject_id, s.configuration_id,
            e.configuration_version, e.created_by_id, e.attempts`,
      (row: {
        id: string;
        search_id: string;
        organisation_id: string;
        subject_id: string;
        configuration_id: string;
        configuration_version: number;
        created_by_id: string;
        attempts: number;
      }) => ({
        id: row.id,
        searchId: row.search_id,
        organisationId: row.organisation_id,
        subjectId: row.subject_id,
        configurationId: row.configuration_id,
        configurationVersion: row.configuration_version,
        createdById: row.created_by_id,
        attempts: row.attempts,
      }),
    );
  }

  /**
   * What earlier executions of the search saw: every article's canonical URL, and the latest analyst
   * decision per article, which carries over so that no analyst reviews an article twice.
   */
  private async earlierDecisions(
    em: EntityManager,
    execution: ClaimedExecution,
  ): Promise<{ seen: Set<string>; decisions: Map<string, EarlierDecision> }> {
    const rows = await queryRows(
      em,
      sql`select a.canonical_url, d.id, d.carried_over_from_id, d.risk, d.justification, d.risk_categories,
            d.created_by_id
          from media_search_article a
          left join lateral (
            select d.id, d.carried_over_from_id, d.risk, d.justification, d.risk_categories, d.created_by_id
            from media_search_article_disposition d
            where d.article_id = a.id and d.origin = 'ANALYST'
            order by d.created_at desc, d.id desc limit 1
          ) d on true
          where a.search_id = ${execution.searchId} and a.execution_id <> ${execution.id}
          order by a.created_at`,
      (row: {
        canonical_url: string;
        id: string | null;
        carried_over_from_id: string | null;
        risk: EarlierDecision['risk'] | null;
        justification: string | null;
        risk_categories: EarlierDecision['riskCategories'] | null;
        created_by_id: string | null;
      }) => row,
    );
    const seen = new Set(rows.map((r) => r.canonical_url));
    const decisions = new Map<string, EarlierDecision>();
    // Oldest first: a later execution's decision replaces an earlier one.
    for (const row of rows) {
      if (row.id === null) continue;
      decisions.set(row.canonical_url, {
        id: row.id,
        carriedOverFromId: row.carried_over_from_id,
        risk: row.risk!,
        justification: row.justification!,
        riskCategories: row.risk_categories!,
        createdById: row.created_by_id!,
      });
    }
    return { seen, decisions };
  }

  private async findAndRank(
    subject: SubjectWithPlaces,
    configuration: MediaConfigurationRecord,
    seen: ReadonlySet<string>,
    now: Date,
  ): Promise<RankedArticle[]> {
    const { pipeline } = this;
    const names = [subject.subject.name, ...subject.subject.aliases];
    const hits = await this.searchNews({
      names,
      subjectType: subject.subject.type,
      fuzziness: configuration.subjectNamesFuzzy,
      keywords: [...configuration.keywords, ...configuration.keywordLists.flatMap((list) => list.keywords)],
      language: configuration.language,
      publishedAfter: configuration.lookBackPeriod.isActive
        ? new Date(now.getTime() - configuration.lookBackPeriod.days * DAY_MS)
        : null,
      limit: Math.min(MAX_CANDIDATES, configuration.maxNumberOfResults * CANDIDATES_PER_RESULT),
    });
    const byUrl = new Map<string, RankedArticle>();
    for (const hit of hits) {
      const canonicalUrl = pipeline.canonicalUrl(hit.article.url);
      if (byUrl.has(canonicalUrl)) continue;
      const match = pipeline.matchSubject(hit, subject);
      // The form the search found ("U.S. Quarry", "Müller, Jürgen") is how this article names the subject.
      const assessment = pipeline.assessRisk(hit.article, {
        names: [...new Set([...names, hit.matchedName])],
        type: subject.subject.type,
      });
      byUrl.set(canonicalUrl, {
        id: newId(),
        hit,
        canonicalUrl,
        match,
        assessment,
        excerpt: excerptAround(hit.article.body, hit.matchedName),
        seenBefore: seen.has(canonicalUrl),
        priority: articlePriority(
          {
            matchScore: match.score,
            adverseProbability: assessment.probability,
            publishedAt: hit.article.publishedAt,
          },
          now,
        ),
      });
    }
    return [...byUrl.values()]
      .sort((a, b) => b.priority - a.priority || b.hit.nameScore - a.hit.nameScore)
      .slice(0, configuration.maxNumberOfResults);
  }

  private async searchNews(search: NewsSearch): Promise<NewsHit[]> {
    try {
      return await this.pipeline.news.search(search);
    } catch (error) {
      throw new NewsSourceFailed(this.pipeline.news.name, error);
    }
  }

  private async write(
    tx: EntityManager,
    execution: ClaimedExecution,
    subject: SubjectWithPlaces,
    configuration: MediaConfigurationRecord,
    ranked: RankedArticle[],
    decisions: Map<string, EarlierDecision>,
    now: Date,
  ): Promise<void> {
    const finished = await execute(
      tx,
      sql`update media_search_execution set status = 'COMPLETED', failure_reason = null, updated_at = ${now}
          where id = ${execution.id} and status = 'IN_PROGRESS' and attempts = ${execution.attempts}`,
    );
    // Another run took the execution over meanwhile: it writes the articles, this one nothing.
    if (finished === 0) throw new ExecutionTakenOver(execution.id);

    const inForce = new Map<string, Pick<MediaDispositionRecord, 'risk' | 'riskCategories'>>();
    const dispositions: ReturnType<typeof sql>[] = [];
    for (const article of ranked) {
      const earlier = decisions.get(article.canonicalUrl);
      const automatic: AutomaticDisposition | null =
        !earlier && configuration.disambiguationAutoRiskAssessment.active
          ? automaticDisposition(subject.subject.name, article.match, article.assessment, {
              threshold: configuration.disambiguationAutoRiskAssessment.threshold,
              riskCategories: configuration.riskCategories,
            })
          : null;
      const decision = earlier
        ? { ...earlier, origin: 'ANALYST', carriedOverFromId: earlier.carriedOverFromId ?? earlier.id }
        : automatic && {
            ...automatic,
            origin: 'AUTOMATIC',
            carriedOverFromId: null,
            createdById: execution.createdById,
          };
      if (!decision) continue;
      inForce.set(article.id, decision);
      dispositions.push(
        sql`(${newId()}, ${article.id}, ${execution.id}, ${execution.searchId}, ${execution.organisationId},
          ${decision.risk}, ${decision.justification}, ${JSON.stringify(decision.riskCategories)}::jsonb,
          ${decision.origin}, ${decision.carriedOverFromId}::uuid, ${now}, ${decision.createdById}::uuid)`,
      );
    }

    if (ranked.length > 0) {
      await execute(
        tx,
        sql`insert into media_search_article (id, execution_id, search_id, organisation_id, rank, canonical_url, url,
              headline, publication_date, source, language, excerpt, subject_match, risk_assessment, seen_before,
              created_at)
            values ${join(
              ranked.map(
                (
                  a,
                  i,
                ) => sql`(${a.id}, ${execution.id}, ${execution.searchId}, ${execution.organisationId}, ${i + 1},
                  ${a.canonicalUrl}, ${a.hit.article.url}, ${a.hit.article.headline}, ${a.hit.article.publishedAt},
                  ${a.hit.article.source}, ${a.hit.article.language}, ${a.excerpt}, ${JSON.stringify(a.match)}::jsonb,
                  ${JSON.stringify(a.assessment)}::jsonb, ${a.seenBefore}, ${now})`,
              ),
            )}`,
      );
    }
    if (dispositions.length > 0) {
      await execute(
        tx,
        sql`insert into media_search_article_disposition (id, article_id, execution_id, search_id, organisation_id,
              risk, justification, risk_categories, origin, carried_over_from_id, created_at, created_by_id)
            values ${join(dispositions)}`,
      );
    }
    const summary = executionSummary(
      subject.subject.name,
      ranked.map((a, i) => ({
        rank: i + 1,
        headline: a.hit.article.headline,
        url: a.hit.article.url,
        source: a.hit.article.source,
        publishedAt: a.hit.article.publishedAt,
        risk: inForce.get(a.id)?.risk ?? null,
        riskCategories: inForce.get(a.id)?.riskCategories ?? [],
      })),
    );
    await execute(
      tx,
      sql`insert into media_search_summary (id, search_id, execution_id, organisation_id, summary, risky,
            risk_categories, origin, created_at, created_by_id)
          values (${newId()}, ${execution.searchId}, ${execution.id}, ${execution.organisationId}, ${summary.summary},
            ${summary.risky}, ${JSON.stringify(summary.riskCategories)}::jsonb, 'AUTOMATIC', ${now},
            ${execution.createdById})`,
    );
  }
}

/** Another run of the same execution finished it first. */
export class ExecutionTakenOver extends Error {
  constructor(executionId: string) {
    super(`media search execution ${executionId} was taken over by another run`);
    this.name = 'ExecutionTakenOver';
  }
}

/** The news source could not be searched (unreachable, or its data unreadable); the run is retried. */
export class NewsSourceFailed extends Error {
  constructor(source: string, cause: unknown) {
    super(`the news source "${source}" could not be searched`, { cause });
    this.name = 'NewsSourceFailed';
  }
}
