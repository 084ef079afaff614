import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { execute, join, sql } from '../../domain/database/sql';
import type { SubjectMatch } from '../../domain/media/subject-match/subject-match';

/** A subject match with every sub-object, as a matcher writes it (values for the statement tests). */
export function subjectMatchFixture(score = 8): SubjectMatch {
  const noData = { score: 5, type: 'NO_DATA' as const };
  return {
    score,
    type: score >= 8 ? 'STRONG_MATCH' : 'MODERATE_MATCH',
    industry: { ...noData, matches: [], subjectIndustries: [], articleIndustries: [] },
    nationality: {
      score: 10,
      type: 'TOTAL_MATCH',
      matches: [{ score: 10, type: 'TOTAL_MATCH', subjectNationality: 'DE', articleNationality: 'DE' }],
      subjectNationalities: ['DE'],
      articleNationalities: ['DE'],
    },
    place: { ...noData, matches: [], subjectPlaces: [], articlePlaces: [] },
    startDate: { ...noData, subjectStartDate: null, articleStartDate: null },
    subjectType: {
      score: 10,
      type: 'TOTAL_MATCH',
      subjectType: 'INDIVIDUAL',
      articleSubjectType: 'INDIVIDUAL',
    },
  };
}

/**
 * Writes a completed execution of `searchId` with `articles` articles, each with two dispositions, the
 * way the execution runner stores them: for tests of reads (statement counts), not of executions.
 */
export async function writeExecutionFixture(
  em: EntityManager,
  search: { id: string; organisationId: string; userId: string },
  articles: number,
): Promise<string> {
  const executionId = randomUUID();
  const now = new Date();
  await execute(
    em,
    sql`insert into media_search_execution (id, search_id, organisation_id, configuration_version, status,
          failure_reason, attempts, created_at, updated_at, created_by_id)
        values (${executionId}, ${search.id}, ${search.organisationId}, 1, 'COMPLETED', null, 1, ${now}, ${now},
          ${search.userId})`,
  );
  const ids = Array.from({ length: articles }, () => randomUUID());
  await execute(
    em,
    sql`insert into media_search_article (id, execution_id, search_id, organisation_id, rank, canonical_url, url,
          headline, publication_date, source, language, excerpt, subject_match, risk_assessment, seen_before,
          created_at)
        values ${join(
          ids.map(
            (id, i) => sql`(${id}, ${executionId}, ${search.id}, ${search.organisationId}, ${i + 1},
              ${`https://news.example/${executionId}/${i}`}, ${`https://news.example/${executionId}/${i}`},
              ${`Headline ${i}`}, ${now}, 'news.example', 'en', ${`Excerpt **${i}**`},
              ${JSON.stringify(subjectMatchFixture())}::jsonb,
              ${JSON.stringify({ adverse: true, probability: 0.9, categories: ['Fraud'], evidence: ['He was charged.'] })}::jsonb,
              false, ${now})`,
          ),
        )}`,
  );
  await execute(
    em,
    sql`insert into media_search_article_disposition (id, article_id, execution_id, search_id, organisation_id,
          risk, justification, risk_categories, origin, carried_over_from_id, created_at, created_by_id)
        values ${join(
          ids.flatMap((id) => [
            sql`(${randomUUID()}, ${id}, ${executionId}, ${search.id}, ${search.organisationId}, 'RISKY',
              'Adverse.', '["Fraud"]'::jsonb, 'AUTOMATIC', null, ${now}, ${search.userId})`,
            sql`(${randomUUID()}, ${id}, ${executionId}, ${search.id}, ${search.organisationId}, 'NOT_RISKY',
              'Another person.', '[]'::jsonb, 'ANALYST', null, ${now}, ${search.userId})`,
          ]),
        )}`,
  );
  return executionId;
}
