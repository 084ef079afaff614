import { alignNames } from './align-names';
import { FUZZINESS_SETTINGS } from './fuzziness-settings';
import { nameReadings } from './name-readings';
import { type NameKind, normaliseName } from './normalise-name';
import { preparedName } from './prepared-name';
import type { AlignedPart } from './screening-match';
import type { Fuzziness } from './screening-query';
import { tokenSimilarity } from './token-similarity';

export interface NameComparisonOptions {
  queryKind?: NameKind;
  listedKind?: NameKind;
  fuzziness?: Fuzziness;
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
  const floor = FUZZINESS_SETTINGS[options.fuzziness ?? 'STANDARD'].partFloor;
  const listedName = preparedName(normaliseName(listed, options.listedKind ?? 'unknown'));
  const alignments = nameReadings(query).map((reading) =>
    alignNames(
      preparedName(normaliseName(reading.text, options.queryKind ?? 'unknown', reading.reading && 'reading')),
      listedName,
      (q, l) => {
        const similarity = tokenSimilarity(q.token, l.token);
        return similarity >= floor ? similarity : 0;
      },
    ),
  );
  const best = alignments.reduce((a, b) => (b.similarity > a.similarity ? b : a));
  return { similarity: Math.round(best.similarity * 100), parts: best.parts };
}
