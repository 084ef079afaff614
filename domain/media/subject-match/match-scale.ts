import { MATCH_TYPES, type MatchType } from './match-types';
import type { Scored } from './subject-match';

/** A score at the type's own value. */
export function scored(type: MatchType): Scored {
  return { score: MATCH_TYPES[type].score, type };
}

/** The best of several scored values (the highest score; NO_DATA when there are none). */
export function best<T extends Scored>(values: readonly T[]): Scored {
  const top = values.reduce<T | undefined>(
    (a, b) => (a === undefined || b.score > a.score ? b : a),
    undefined,
  );
  return top === undefined ? scored('NO_DATA') : { score: top.score, type: top.type };
}

/**
 * The type of a score between the scale's steps, for the top-level score: 9 is STRONG_MATCH, 6 WEAK_MATCH,
 * 4 WEAK_MISMATCH, 2 STRONG_MISMATCH. NO_DATA is never a top-level type: the name alone always says something.
 */
export function typeOfScore(score: number): MatchType {
  if (score >= 10) return 'TOTAL_MATCH';
  if (score >= 8) return 'STRONG_MATCH';
  if (score >= 7) return 'MODERATE_MATCH';
  if (score >= 5) return 'WEAK_MATCH';
  if (score >= 3) return 'WEAK_MISMATCH';
  if (score >= 1) return 'STRONG_MISMATCH';
  return 'TOTAL_MISMATCH';
}
