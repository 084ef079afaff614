/**
 * The scale of every match of the SubjectMatch (the contract's four observed types plus ours). The score
 * says how surely two values (or the article as a whole) agree: 10 the same, 0 certainly not.
 */
export const MATCH_TYPES = {
  TOTAL_MATCH: { score: 10, description: 'Exact match' },
  STRONG_MATCH: { score: 8, description: 'Very similar' },
  MODERATE_MATCH: { score: 7, description: 'Similar' },
  WEAK_MATCH: { score: 5, description: 'Somewhat similar' },
  NO_DATA: { score: 5, description: 'No data on one side to compare' },
  WEAK_MISMATCH: { score: 3, description: 'Somewhat different' },
  STRONG_MISMATCH: { score: 1, description: 'Very different' },
  TOTAL_MISMATCH: { score: 0, description: 'Not similar at all' },
} as const;

export type MatchType = keyof typeof MATCH_TYPES;
