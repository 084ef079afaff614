import { compareNames } from '../domain/sanctions/matching';
import { readCsvRecords } from './sanctions-eval-data';
import { pairwiseAgreement, round, spearman } from './sanctions-statistics';

/** Portal scores closer than this are near-ties: their order says little. */
const NEAR_TIE = 3;
/** The portal's "found" scores: its best candidates. */
const PORTAL_SURE = 95;

interface ScoredPair {
  query: string;
  listed: string;
  ofac: number;
  ours: number;
}

function byQuery(pairs: readonly ScoredPair[]): ScoredPair[][] {
  const groups = new Map<string, ScoredPair[]>();
  for (const pair of pairs) groups.set(pair.query, [...(groups.get(pair.query) ?? []), pair]);
  return [...groups.values()];
}

/** Our best-scored candidate of a query is one of the portal's best. */
function sameTop(group: readonly ScoredPair[]): boolean {
  const portalBest = Math.max(...group.map((pair) => pair.ofac));
  const ourBest = Math.max(...group.map((pair) => pair.ours));
  return group.some((pair) => pair.ours === ourBest && pair.ofac === portalBest);
}

/**
 * Agreement of our name similarity with the OFAC search portal's scores on ofac_fixtures.csv: how each
 * query's candidates are ranked (the portal is a search tool: its scale is looser than a screening score,
 * so order is what can be compared), how often our first candidate is the portal's, and what we make of
 * the pairs it is sure of and those it misses (score -1).
 */
export function ofacAgreement(threshold: number) {
  const pairs: ScoredPair[] = readCsvRecords('ofac_fixtures.csv').map((row) => ({
    query: row.query_name,
    listed: row.result_name,
    ofac: Number(row.ofac_score),
    ours: compareNames(row.query_name, row.result_name).similarity,
  }));
  const scored = pairs.filter((pair) => pair.ofac >= 0);
  const groups = byQuery(scored).filter((group) => group.length >= 2);
  const ranked = groups.filter((group) => new Set(group.map((pair) => pair.ofac)).size > 1);
  const perQuery = groups.map((group) =>
    pairwiseAgreement(
      group.map((pair) => pair.ofac),
      group.map((pair) => pair.ours),
      NEAR_TIE,
    ),
  );
  const comparedPairs = perQuery.reduce((sum, query) => sum + query.pairs, 0);
  const agreeingPairs = perQuery.reduce(
    (sum, query) => sum + (query.pairs ? query.agreement * query.pairs : 0),
    0,
  );
  const withPairs = perQuery.filter((query) => query.pairs > 0);
  const sure = scored.filter((pair) => pair.ofac >= PORTAL_SURE);
  const misses = pairs.filter((pair) => pair.ofac < 0);
  return {
    ofacPairs: pairs.length,
    ofacQueries: groups.length,
    ofacTopCandidateAgreement: round(groups.filter(sameTop).length / groups.length),
    ofacTopCandidateDisagreements: groups
      .filter((group) => !sameTop(group))
      .map((group) => {
        const ourBest = Math.max(...group.map((pair) => pair.ours));
        return `${group[0].query} → ours: ${group.find((pair) => pair.ours === ourBest)?.listed}`;
      }),
    ofacPairwiseOrderAgreement: round(agreeingPairs / comparedPairs),
    ofacPairwiseOrderAgreementMeanPerQuery: round(
      withPairs.reduce((sum, query) => sum + query.agreement, 0) / withPairs.length,
    ),
    ofacComparedPairs: comparedPairs,
    ofacSpearman: round(
      spearman(
        scored.map((pair) => pair.ofac),
        scored.map((pair) => pair.ours),
      ),
    ),
    ofacSpearmanPerQueryMean: round(
      ranked
        .filter((group) => group.length >= 3)
        .map((group) =>
          spearman(
            group.map((pair) => pair.ofac),
            group.map((pair) => pair.ours),
          ),
        )
        .reduce((sum, value, _, all) => sum + value / all.length, 0),
    ),
    ofacSurePairs: sure.length,
    ofacSurePairsWeFlag: round(sure.filter((pair) => pair.ours >= threshold).length / sure.length),
    ofacPortalMisses: misses.length,
    ofacPortalMissesWeFlag: misses
      .filter((pair) => pair.ours >= threshold)
      .map((p) => `${p.query} → ${p.listed}`),
  };
}

if (require.main === module) {
  console.log(JSON.stringify(ofacAgreement(Number(process.env.THRESHOLD ?? 80)), null, 1));
}
