import { alignNames } from './align-names';
import { nameReadings } from './name-readings';
import { type NameKind, normaliseName } from './normalise-name';
import { PART_FLOOR } from './part-floor';
import { preparedName } from './prepared-name';
import type { AlignedPart } from './screening-match';
import { tokenSimilarity } from './token-similarity';

export interface NameComparisonOptions {
  queryKind?: NameKind;
  listedKind?: NameKind;
}

export interface NameComparison {
  /** 0–100. */
  similarity: number;
  parts: AlignedPart[];
}

/**
 * Two names compared on their own, without an index: every part weighs alike, as no list tells which
 * parts are common. For tests, evaluation and one-off checks; screening uses the index.
 */
export function compareNames(
  query: string,
  listed: string,
  options: NameComparisonOptions = {},
): NameComparison {
  const listedName = preparedName(normaliseName(listed, options.listedKind ?? 'unknown'));
  const readingKind = options.queryKind === 'organisation' ? 'organisation' : 'person';
  const alignments = nameReadings(query, readingKind).map((reading) =>
    alignNames(
      preparedName(normaliseName(reading.text, options.queryKind ?? 'unknown', reading.origin)),
      listedName,
      (q, l) => {
        const similarity = tokenSimilarity(q.token, l.token);
        return similarity >= PART_FLOOR ? similarity : 0;
      },
    ),
  );
  const best = alignments.reduce((a, b) => (b.similarity > a.similarity ? b : a));
  return { similarity: Math.round(best.similarity * 100), parts: best.parts };
}
