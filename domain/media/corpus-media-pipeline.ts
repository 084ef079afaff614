import type { EntityManager } from '@mikro-orm/postgresql';
import { sharedGazetteer } from '../geocoding/gazetteer/gazetteer';
import { canonicalUrl } from './news/canonical-url';
import { PostgresNewsSource } from './news/postgres-news-source';
import { RiskAssessor } from './risk/risk-assessor';
import type { MediaPipeline } from './searches/media-execution-runner';
import { SubjectMatcher } from './subject-match/subject-matcher';

/**
 * How much of a body the matcher and the assessor read: the median article has 3,000 characters, one in a
 * hundred over 40,000 (profile pages, transcripts), which would cost more than the rest of an execution.
 */
const READ_CHARACTERS = 20_000;

const readable = <T extends { body: string }>(article: T): T =>
  article.body.length <= READ_CHARACTERS
    ? article
    : { ...article, body: article.body.slice(0, READ_CHARACTERS) };

/**
 * The embedded default: articles from the corpus in PostgreSQL, matched with the offline gazetteer and
 * assessed with the shipped model. The gazetteer and the model are loaded on the first execution, so a
 * process that runs none (a web-only instance) never pays for them.
 */
export function corpusMediaPipeline(em: () => EntityManager): MediaPipeline {
  let matcher: SubjectMatcher | undefined;
  let assessor: RiskAssessor | undefined;
  return {
    news: new PostgresNewsSource(em),
    canonicalUrl,
    matchSubject: (hit, subject) =>
      (matcher ??= new SubjectMatcher(sharedGazetteer())).match(
        { ...hit, article: readable(hit.article) },
        subject,
      ),
    assessRisk: (article, subject) => (assessor ??= RiskAssessor.load()).assess(readable(article), subject),
  };
}
