import { FUZZINESS_SETTINGS } from './fuzziness-settings';
import type { MatchIndex } from './match-index';
import { prepareQueryNames } from './query-names';
import { retrieveCandidates } from './retrieve-candidates';
import { scoreEntity } from './score-entity';
import type { ScreeningMatch } from './screening-match';
import type { ScreeningOptions, ScreeningQuery } from './screening-query';

const DEFAULT_LIMIT = 25;

function datasetFilter(
  index: MatchIndex,
  datasets: readonly string[] | undefined,
): (datasetId: number) => boolean {
  if (datasets === undefined) return () => true;
  const allowed = new Set(datasets.flatMap((name) => index.datasetIds.get(name) ?? []));
  return (datasetId) => allowed.has(datasetId);
}

/**
 * Screens one subject against the index: retrieves a bounded set of candidate entities by name parts and
 * identifiers, scores each in full (names, dates, nationality, type, identifiers) and returns those at or
 * above the threshold, best first, each with its explanation.
 */
export function screen(
  index: MatchIndex,
  query: ScreeningQuery,
  options: ScreeningOptions,
): ScreeningMatch[] {
  const settings = FUZZINESS_SETTINGS[options.fuzziness ?? 'STANDARD'];
  const queryNames = prepareQueryNames(index, query, settings.partFloor);
  const candidates = retrieveCandidates(
    index,
    queryNames,
    query,
    settings.candidateNames,
    datasetFilter(index, options.datasets),
  );
  const scoring = { index, query, queryNames, floor: settings.partFloor, threshold: options.threshold };
  const matches: ScreeningMatch[] = [];
  for (const entity of candidates) {
    const match = scoreEntity(scoring, entity);
    if (match !== undefined && match.score >= options.threshold) matches.push(match);
  }
  matches.sort((a, b) => b.score - a.score || b.explanation.nameSimilarity - a.explanation.nameSimilarity);
  return matches.slice(0, options.limit ?? DEFAULT_LIMIT);
}
