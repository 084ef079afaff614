import { identifierKey, identifierValues, namespaceOf } from './identifier-keys';
import type { MatchIndex } from './match-index';
import type { QueryName } from './query-names';
import type { ScreeningQuery } from './screening-query';

/** Each list part beyond the query's own count lowers a name's retrieval estimate by this much weight. */
const EXTRA_PART_WEIGHT = 0.3;

/** Accumulates, per list name, how much of a query name's weight its parts cover. */
class CoverageAccumulator {
  private readonly coverage: Float32Array;
  private readonly best: Float32Array;
  private readonly seenBySegment: Int32Array;
  private readonly touched: number[] = [];
  private segment = 0;

  constructor(nameCount: number) {
    this.coverage = new Float32Array(nameCount);
    this.best = new Float32Array(nameCount);
    this.seenBySegment = new Int32Array(nameCount).fill(-1);
  }

  /** Credits `weight` × the best similarity of any matched part to every name holding one. */
  addSegment(
    index: MatchIndex,
    matches: ReadonlyMap<number, number>,
    weight: number,
    allowed: (name: number) => boolean,
  ): void {
    const segmentNames: number[] = [];
    for (const [id, similarity] of matches) {
      for (const name of index.namesByToken.get(id)) {
        if (this.seenBySegment[name] !== this.segment) {
          if (!allowed(name)) continue;
          this.seenBySegment[name] = this.segment;
          this.best[name] = similarity;
          segmentNames.push(name);
        } else if (similarity > this.best[name]) this.best[name] = similarity;
      }
    }
    for (const name of segmentNames) {
      if (this.coverage[name] === 0) this.touched.push(name);
      this.coverage[name] += weight * this.best[name];
    }
    this.segment += 1;
  }

  /** The `limit` names with the highest estimate, then clears for the next query name. */
  takeBest(estimate: (name: number, coverage: number) => number, limit: number): number[] {
    const estimates = Float32Array.from(this.touched, (name) => estimate(name, this.coverage[name]));
    const cutoff = estimates.length <= limit ? 0 : estimates.slice().sort().reverse()[limit - 1];
    // Those above the cutoff first, then ties at the cutoff while room is left.
    const above = this.touched.filter((_, i) => estimates[i] > cutoff);
    const tied = this.touched.filter((_, i) => estimates[i] === cutoff && cutoff > 0);
    const best = [...above, ...tied.slice(0, Math.max(0, limit - above.length))];
    for (const name of this.touched) this.coverage[name] = 0;
    this.touched.length = 0;
    return best;
  }
}

function identifierCandidates(index: MatchIndex, query: ScreeningQuery): number[] {
  return (query.identifiers ?? []).flatMap(({ type, value }) => {
    const namespace = namespaceOf(type);
    if (namespace === undefined) return [];
    return identifierValues(namespace, value).flatMap((normalised) => [
      ...index.entitiesByIdentifier.get(identifierKey(namespace, normalised)),
    ]);
  });
}

/**
 * The entities worth scoring in full, without scoring every entity: the list names whose parts cover
 * most of a query name's weight (via the vocabulary matches and the part → name postings), at most
 * `limit` per query name, plus every entity carrying one of the query's identifiers.
 */
export function retrieveCandidates(
  index: MatchIndex,
  queryNames: readonly QueryName[],
  query: ScreeningQuery,
  limit: number,
  allowedDataset: (datasetId: number) => boolean,
): number[] {
  const { names } = index;
  const accumulator = new CoverageAccumulator(names.count);
  const allowed = (name: number) => allowedDataset(index.entityDataset[names.entity[name]]);
  const entities = new Set<number>();
  for (const queryName of queryNames) {
    const { weights, tokens } = queryName.name;
    for (const [segment, matches] of queryName.matches) {
      let weight = 0;
      for (let i = segment.start; i < segment.end; i++) weight += weights[i];
      accumulator.addSegment(index, matches, weight, allowed);
    }
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    const estimate = (name: number, coverage: number) => {
      const extraParts = Math.max(0, names.tokenStart[name + 1] - names.tokenStart[name] - tokens.length);
      return Math.min(coverage, total) / (total + EXTRA_PART_WEIGHT * extraParts);
    };
    for (const name of accumulator.takeBest(estimate, limit)) entities.add(names.entity[name]);
  }
  for (const entity of identifierCandidates(index, query)) {
    if (allowedDataset(index.entityDataset[entity])) entities.add(entity);
  }
  return [...entities];
}
