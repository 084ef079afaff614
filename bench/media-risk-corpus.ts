import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { z } from 'zod';
import type { AssessedArticle, AssessedSubject } from '../domain/media/risk/risk-assessment';
import { projectFile } from '../domain/project-files';

/** One labelled article of the corpus (a copy of ../shared/data/media/corpus-dev.jsonl, for the bench only). */
export interface RiskExample {
  id: string;
  article: AssessedArticle;
  subject: AssessedSubject;
  adverse: boolean;
  /** The reviewer's short reason, often a risk category ("money laundering"); for evaluation only. */
  explanation: string | null;
  /** Who the article is about: the folded entity name, or the article itself when it names no subject. */
  entityKey: string;
  publishedAt: Date | null;
}

const corpusLine = z.object({
  id: z.string(),
  headline: z.string().nullable(),
  body: z.string().nullable(),
  language: z.string().nullable(),
  entity_name: z.string().nullable(),
  entity_type: z.enum(['individual', 'organisation']).nullable(),
  adverse: z.boolean(),
  explanation: z.string().nullable(),
  review_label: z.string().nullable(),
  published_at: z.string().nullish(),
});

/** The labelled corpus, without the lines its reviewers marked for deletion. */
export function readRiskCorpus(): RiskExample[] {
  const text = gunzipSync(
    readFileSync(projectFile('bench', 'data', 'media', 'corpus-dev.jsonl.gz')),
  ).toString('utf8');
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => corpusLine.parse(JSON.parse(line)))
    .filter((line) => line.review_label !== 'delete')
    .map((line) => ({
      id: line.id,
      article: { headline: line.headline ?? '', body: line.body ?? '', language: line.language },
      subject: {
        names: line.entity_name ? [line.entity_name] : [],
        type: line.entity_type === 'organisation' ? 'ORGANISATION' : 'INDIVIDUAL',
      },
      adverse: line.adverse,
      explanation: line.explanation,
      entityKey: line.entity_name ? line.entity_name.trim().toLowerCase() : `article:${line.id}`,
      publishedAt: line.published_at ? new Date(line.published_at) : null,
    }));
}

function stableHash(text: string): number {
  return createHash('sha1').update(text).digest().readUInt32BE(0);
}

/**
 * A quarter of the subjects, chosen by a stable hash of who they are, is held out: never looked at while
 * tuning, never trained on by the shipped model, read once at the end.
 */
export function isHeldOut(example: RiskExample): boolean {
  return stableHash(`held-out:${example.entityKey}`) % 4 === 0;
}

/**
 * The cross-validation fold of an example: all articles of one subject fall in the same fold. Another
 * split (salt) divides the training folds again for choices made inside them.
 */
export function foldOf(example: RiskExample, folds: number, split = 'fold'): number {
  return stableHash(`${split}:${example.entityKey}`) % folds;
}
