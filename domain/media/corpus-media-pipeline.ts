import type { EntityManager } from '@mikro-orm/postgresql';
import { sharedGazetteer } from '../geocoding/gazetteer/gazetteer';
import { canonicalUrl } from './news/canonical-url';
import { PostgresNewsSource } from './news/postgres-news-source';
import { RiskAssessor } from './risk/risk-assessor';
import type { MediaPipeline } from './searches/media-execution-runner';
import { SubjectMatcher } from './subject-match/subject-matcher';

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
    matchSubject: (hit, subject) => (matcher ??= new SubjectMatcher(sharedGazetteer())).match(hit, subject),
    assessRisk: (article, subject) => (assessor ??= RiskAssessor.load()).assess(article, subject),
  };
}
