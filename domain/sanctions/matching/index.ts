/**
 * Sanctions, PEP and watchlist matching: pure and in memory. Build an index once per list refresh with
 * buildMatchIndex, then screen subjects against it.
 */
export { buildMatchIndex, buildMatchIndexYielding } from './build-match-index';
export { compareNames, type NameComparison, type NameComparisonOptions } from './compare-names';
export type { MatchIndex, MatchIndexStats } from './match-index';
export { DEFAULT_MATCH_THRESHOLD } from './match-threshold';
export type { NameSource } from './listed-names';
export { type NameKind, type NormalisedName, normaliseName } from './normalise-name';
export { screen } from './screen';
export type {
  AlignedPart,
  EvidenceFeature,
  FeatureEvidence,
  MatchExplanation,
  ScreeningMatch,
} from './screening-match';
export type {
  QueryIdentifier,
  QueryIdentifierType,
  ScreeningOptions,
  ScreeningQuery,
} from './screening-query';
