import { isMirrorDataset, listingKeyOf } from '../ingest';
import type { MatchIndex } from './match-index';
import { PART_FLOOR } from './part-floor';
import { prepareQueryNames } from './query-names';
import { retrieveCandidates } from './retrieve-candidates';
import { scoreEntity } from './score-entity';
import type { ScreeningMatch } from './screening-match';
import type { ScreeningOptions, ScreeningQuery } from './screening-query';

const DEFAULT_LIMIT = 25;
/** How many of the best-retrieved list names are scored in full. */
export const CANDIDATE_NAMES = 300;

function datasetFilter(
  index: MatchIndex,
  datasets: readonly string[] | undefined,
): (datasetId: number) => boolean {
  if (datasets === undefined) return () => true;
  const allowed = new Set(datasets.flatMap((name) => index.datasetIds.get(name) ?? []));
  return (datasetId) => allowed.has(datasetId);
}

/** Best first; between equals the issuer's own list before a copy of it, so that the copy folds into it. */
function byScore(a: ScreeningMatch, b: ScreeningMatch): number {
  return (
    b.score - a.score ||
    b.explanation.nameSimilarity - a.explanation.nameSimilarity ||
    Number(isMirrorDataset(a.entity.dataset)) - Number(isMirrorDataset(b.entity.dataset))
  );
}

/** One match per listing: copies of a listing in other datasets are noted on the best-scored one. */
function oncePerListing(sorted: readonly ScreeningMatch[]): ScreeningMatch[] {
  const kept = new Map<string, ScreeningMatch>();
  for (const match of sorted) {
    const key = listingKeyOf(match.entity);
    const first = kept.get(key);
    if (first === undefined) kept.set(key, match);
    else {
      const { dataset, sourceId } = match.entity;
      first.explanation.sameListingIn.push({ dataset, sourceId, score: match.score });
    }
  }
  return [...kept.values()];
}

/**
 * Screens one subject against the index: retrieves a bounded set of candidate entities by name parts and
 * identifiers, scores each in full (names, dates, nationality, type, identifiers) and returns those at or
 * above the threshold, best first, each listing once, each with its explanation.
 */
export function screen(
  index: MatchIndex,
  query: ScreeningQuery,
  options: ScreeningOptions,
): ScreeningMatch[] {
  const queryNames = prepareQueryNames(index, query, PART_FLOOR);
  const candidates = retrieveCandidates(
    index,
    queryNames,
    query,
    CANDIDATE_NAMES,
    datasetFilter(index, options.datasets),
  );
  const scoring = { index, query, queryNames, floor: PART_FLOOR, threshold: options.threshold };
  const matches: ScreeningMatch[] = [];
  for (const entity of candidates) {
    const match = scoreEntity(scoring, entity);
    if (match !== undefined && match.score >= options.threshold) matches.push(match);
  }
  return oncePerListing(matches.sort(byScore)).slice(0, options.limit ?? DEFAULT_LIMIT);
}
