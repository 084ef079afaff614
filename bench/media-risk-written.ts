import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { projectFile } from '../domain/project-files';
import type { RiskExample } from './media-risk-corpus';

/**
 * Short articles in English and German written apart from the corpus, each with the answer a compliance
 * officer expects (bench/data/media):
 * - `risk-probes.json`: 34 written by hand in one go (the accused under many wordings; people and companies
 *   beside someone else's crime);
 * - `risk-written-development.json`: 180 written by three helpers who never saw the assessor or the corpus
 *   (English people, English companies, German), half of them hard negatives: victims, rivals, closed
 *   probes, informants, namesakes;
 * - `risk-written-held-back.json`: 150 more, written the same way by three other helpers;
 * - `risk-written-held-back-2.json`: 200 more by four further helpers (English people, English companies,
 *   German, and ordinary customers' news: bakeries, appointments, results), held back for one round;
 * - `risk-written-held-back-3.json`: 200 more by four further helpers, asked for harder cases (the subject
 *   named once, late, in a list, hedged), held back for one round;
 * - `risk-written-training-5.json`: 300 more by six further helpers, written to be learnt from (English people,
 *   English companies, long stories naming several parties, German people, German companies, ordinary
 *   customers), never held back;
 * - `risk-written-held-back-4.json`: 200 more by four further helpers, asked for wire-service news of every
 *   kind (adverse ones at every stage, hedged ones; harmless parts in crime stories; plain business news),
 *   held back for one round;
 * - `risk-written-training-6.json`: 240 more by four further helpers, to be learnt from (German people, German
 *   companies, long English stories naming several parties, English cases hard on purpose);
 * - `risk-written-training-7.json`: 300 more by five further helpers, to be learnt from, in the kinds of news
 *   the corpus holds (enforcement releases of many countries, politically exposed persons, opinion and NGO
 *   reports, sanctions and terrorism, celebrities and local news);
 * - `risk-written-held-back-5.json`: 200 more by four further helpers (English people, English companies,
 *   German, ordinary customers), scored but never read, held back for one round;
 * - `risk-written-held-back-6.json`: 200 more by six further helpers (English people, English companies,
 *   German people and companies, ordinary customers in English and German), asked for articles of news
 *   length (a third of 300 to 600 words, naming several parties), scored but never read, held back for one round;
 * - `risk-written-held-back-7.json`: 200 more by eight further helpers (English people, English companies,
 *   German people, German companies, ordinary customers in English and German, the corpus's kinds of news,
 *   cases hard on purpose), of news length, scored but never read, held back for one round;
 * - `risk-written-held-back-8.json`: 200 more by eight further helpers (English people, English companies,
 *   German people, German companies, ordinary customers in English and German, the corpus's kinds of news,
 *   cases hard on purpose, long stories naming several parties), scored but never read, held back for one round;
 * - `risk-written-held-back-9.json`: 200 more by eight further helpers in the same eight shares of 25 (English
 *   people, English companies, German people, German companies, ordinary customers, the corpus's kinds of
 *   news, cases hard on purpose, long stories of 390 to 520 words), scored but never read, held back for one round;
 * - `risk-written-held-back-10.json`: 200 more by eight further helpers in the same eight shares, scored but
 *   never read.
 * All but the last teach the shipped model like the corpus's articles, words included, at a quarter of a
 * corpus article's weight (see media-risk-train.ts); the last never does.
 */
export const WRITTEN_TRAINING_SETS = [
  'risk-probes.json',
  'risk-written-development.json',
  'risk-written-held-back.json',
  'risk-written-held-back-2.json',
  'risk-written-held-back-3.json',
  'risk-written-held-back-4.json',
  'risk-written-training-5.json',
  'risk-written-training-6.json',
  'risk-written-training-7.json',
  'risk-written-held-back-5.json',
  'risk-written-held-back-6.json',
  'risk-written-held-back-7.json',
  'risk-written-held-back-8.json',
  'risk-written-held-back-9.json',
] as const;
export const WRITTEN_HELD_BACK_SET = 'risk-written-held-back-10.json';

const writtenArticle = z.object({
  adverse: z.boolean(),
  language: z.enum(['en', 'de']),
  subject: z.string(),
  type: z.enum(['INDIVIDUAL', 'ORGANISATION']),
  headline: z.string(),
  body: z.string(),
});

/** One written set as examples; each subject is its own entity (a fold never splits it). */
export function readWrittenSet(file: string): RiskExample[] {
  const articles = z
    .array(writtenArticle)
    .parse(JSON.parse(readFileSync(projectFile('bench', 'data', 'media', file), 'utf8')));
  return articles.map((article, i) => ({
    id: `${file}#${i}`,
    article: { headline: article.headline, body: article.body, language: article.language },
    subject: { names: [article.subject], type: article.type },
    adverse: article.adverse,
    explanation: null,
    entityKey: `written:${article.subject.trim().toLowerCase()}`,
    publishedAt: null,
  }));
}

/** The written sets the shipped model learns from. */
export function readWrittenTrainingSets(): RiskExample[] {
  return WRITTEN_TRAINING_SETS.flatMap(readWrittenSet);
}
