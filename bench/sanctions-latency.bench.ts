import v8 from 'node:v8';
import vm from 'node:vm';
import jaroWinkler from 'talisman/metrics/jaro-winkler';
import type { ListedEntity } from '../domain/sanctions/ingest/listed-entity';
import {
  buildMatchIndex,
  DEFAULT_MATCH_THRESHOLD,
  type MatchIndex,
  screen,
  type ScreeningQuery,
} from '../domain/sanctions/matching';
import { parseBundledListedEntities } from '../domain/sanctions/ingest';
import { type PersonRow, personQuery, readCsvRecords } from './sanctions-eval-data';
import { percentile, round } from './sanctions-statistics';
import { nameVariant, seededRandom, VARIANT_KINDS } from './sanctions-variants';

export interface SanctionsLatencyOptions {
  /** Distinct queries, three quarters ordinary names, one quarter UN-listed names. */
  queries?: number;
  /** Of those, how many both methods screen for the comparison (the brute-force baseline is slow). */
  comparedQueries?: number;
}

/** Watchman's usual minimum match: results below it are not shown. */
const WATCHMAN_MIN_MATCH = 0.85;

/** A full collection before a heap reading, when Node lets us ask for one. */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

const heapMegabytes = () => round(process.memoryUsage().heapUsed / 2 ** 20, 1);

/** As watchman prepares names: lower case, no punctuation, "SURNAME, Given" turned to "Given Surname". */
function watchmanName(name: string): string {
  const [surname, given, ...rest] = name.split(',');
  const reordered = given !== undefined && rest.length === 0 ? `${given} ${surname}` : name;
  return reordered
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The method of watchman (moov-io), the best-known open-source peer: every listed name and alias prepared
 * once, then the query compared by Jaro-Winkler with every one of them, keeping the entities of those at or
 * above the minimum match. Returns the entities found.
 */
function bruteForceJaroWinkler(entities: readonly ListedEntity[]): (name: string) => Set<ListedEntity> {
  const names: string[] = [];
  const owners: ListedEntity[] = [];
  for (const entity of entities) {
    for (const name of [entity.name, ...entity.aliases.map((alias) => alias.name)]) {
      names.push(watchmanName(name));
      owners.push(entity);
    }
  }
  return (query) => {
    const prepared = watchmanName(query);
    const found = new Set<ListedEntity>();
    for (let i = 0; i < names.length; i++) {
      if (jaroWinkler(prepared, names[i]) >= WATCHMAN_MIN_MATCH) found.add(owners[i]);
    }
    return found;
  };
}

/** The UN entries a listed query stands for (by name, as in the evaluation), none for an ordinary one. */
function expectedEntities(entities: readonly ListedEntity[]): (query: ScreeningQuery) => ListedEntity[] {
  const byName = new Map<string, ListedEntity[]>();
  for (const entity of entities) {
    if (entity.dataset !== 'un_sc_sanctions') continue;
    const key = entity.name.trim().toUpperCase();
    byName.set(key, [...(byName.get(key) ?? []), entity]);
  }
  return (query) => byName.get(query.name.trim().toUpperCase()) ?? [];
}

interface MethodRun {
  times: number[];
  found: Set<ListedEntity>[];
}

function runMethod(
  queries: readonly ScreeningQuery[],
  method: (query: ScreeningQuery) => Set<ListedEntity>,
): MethodRun {
  const found: Set<ListedEntity>[] = [];
  const times = queries.map((query) => {
    const started = process.hrtime.bigint();
    found.push(method(query));
    return Number(process.hrtime.bigint() - started) / 1e6;
  });
  return { times: times.sort((a, b) => a - b), found };
}

/** Speed and recall of one method on the compared queries; a hit on an ordinary query counts as a false hit. */
function methodFigures(
  run: MethodRun,
  queries: readonly ScreeningQuery[],
  expected: (q: ScreeningQuery) => ListedEntity[],
) {
  const listed = queries.flatMap((query, i) => (expected(query).length > 0 ? [i] : []));
  const ordinary = queries.flatMap((query, i) => (expected(query).length === 0 ? [i] : []));
  const recalled = listed.filter((i) => expected(queries[i]).some((entity) => run.found[i].has(entity)));
  return {
    p50Milliseconds: round(percentile(run.times, 50), 2),
    p99Milliseconds: round(percentile(run.times, 99), 2),
    recall: round(recalled.length / listed.length),
    ordinaryQueriesWithAHit: round(ordinary.filter((i) => run.found[i].size > 0).length / ordinary.length),
  };
}

/** Ours and watchman's method screening the same queries, in this process, one after the other. */
function compareWithWatchman(
  index: MatchIndex,
  entities: readonly ListedEntity[],
  listedAndOrdinary: readonly ScreeningQuery[],
) {
  let queries = listedAndOrdinary;
  const byName = expectedEntities(entities);
  // Each listed name also as a customer might write it (reordered, a typo, other vowels …), expecting the same entry.
  const random = seededRandom(20261127);
  const variants = queries.flatMap((query, i) => {
    if (byName(query).length === 0) return [];
    const name = nameVariant(query.name, VARIANT_KINDS[i % VARIANT_KINDS.length], random);
    return name === undefined ? [] : [{ query: { ...query, name }, expected: byName(query) }];
  });
  const expectedOf = new Map<ScreeningQuery, ListedEntity[]>(variants.map((v) => [v.query, v.expected]));
  const expected = (query: ScreeningQuery) => expectedOf.get(query) ?? byName(query);
  queries = [...queries, ...variants.map((variant) => variant.query)];
  const watchman = bruteForceJaroWinkler(entities);
  const ours = runMethod(
    queries,
    (query) =>
      new Set(
        screen(index, query, { threshold: DEFAULT_MATCH_THRESHOLD, limit: 50 }).map((match) => match.entity),
      ),
  );
  const theirs = runMethod(queries, (query) => watchman(query.name));
  const [oursFigures, theirFigures] = [
    methodFigures(ours, queries, expected),
    methodFigures(theirs, queries, expected),
  ];
  return {
    comparedQueries: queries.length,
    comparedListedQueries: queries.filter((query) => expected(query).length > 0).length,
    comparedListedVariants: variants.length,
    ours: { threshold: DEFAULT_MATCH_THRESHOLD, ...oursFigures },
    watchmanBruteForceJaroWinkler: { minimumMatch: WATCHMAN_MIN_MATCH, ...theirFigures },
    ratioP50ToWatchman: round(oursFigures.p50Milliseconds / theirFigures.p50Milliseconds, 3),
    ratioP99ToWatchman: round(oursFigures.p99Milliseconds / theirFigures.p99Milliseconds, 3),
  };
}

function mixedQueries(count: number): ScreeningQuery[] {
  const negatives = readCsvRecords('negatives_us.csv') as unknown as PersonRow[];
  const positives = readCsvRecords('positives_un_untreated.csv') as unknown as PersonRow[];
  const listed = Math.min(positives.length, Math.floor(count / 4));
  // Rows spread over the whole file: the names differ in origin, script and length.
  const step = Math.max(1, Math.floor(negatives.length / (count - listed)));
  const ordinary = negatives.filter((_, i) => i % step === 0).slice(0, count - listed);
  return [...ordinary, ...positives.slice(0, listed)].map(personQuery);
}

function timings(run: () => void, repetitions: number): number[] {
  const times: number[] = [];
  for (let i = 0; i < repetitions; i++) {
    const started = process.hrtime.bigint();
    run();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return times.sort((a, b) => a - b);
}

/**
 * Screening latency against every bundled list (OFAC SDN, UN, US CSL, BIS, US Congress) over many distinct
 * queries, with the index's memory and build time; then, on every fifth query, against the method of watchman
 * (a brute-force Jaro-Winkler over every listed name) in the same process: speed and recall of both.
 * Targets on a 2-core machine: p50 < 15 ms, p99 < 60 ms, RSS well under 400 MB.
 */
export function benchSanctionsLatency(options: SanctionsLatencyOptions = {}) {
  const entities = parseBundledListedEntities();
  collectGarbage();
  const heapBefore = heapMegabytes();
  const index = buildMatchIndex(entities);
  collectGarbage();
  const indexHeap = round(heapMegabytes() - heapBefore, 1);
  const queries = mixedQueries(options.queries ?? 2000);
  for (const query of queries.slice(0, 200)) screen(index, query, { threshold: DEFAULT_MATCH_THRESHOLD });
  let next = 0;
  const ours = timings(
    () => screen(index, queries[next++ % queries.length], { threshold: DEFAULT_MATCH_THRESHOLD }),
    queries.length,
  );
  const [p50, p99] = [percentile(ours, 50), percentile(ours, 99)];
  // Every k-th query, so that the compared set keeps the three-to-one mix of ordinary and listed names.
  const step = Math.max(1, Math.floor(queries.length / (options.comparedQueries ?? 400)));
  const compared = queries.filter((_, i) => i % step === 0);
  return {
    benchmark: 'sanctions screening latency',
    entities: index.stats.entities,
    names: index.stats.names,
    vocabulary: index.stats.vocabulary,
    queries: queries.length,
    indexBuildMilliseconds: index.stats.buildMilliseconds,
    indexHeapMegabytes: indexHeap,
    heapUsedMegabytes: heapMegabytes(),
    peakRssMegabytes: round(process.resourceUsage().maxRSS / 1024, 1),
    p50Milliseconds: round(p50, 2),
    p99Milliseconds: round(p99, 2),
    meanMilliseconds: round(ours.reduce((sum, time) => sum + time, 0) / ours.length, 2),
    baseline: compareWithWatchman(index, entities, compared),
  };
}

if (require.main === module) console.log(JSON.stringify(benchSanctionsLatency()));
