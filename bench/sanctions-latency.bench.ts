import v8 from 'node:v8';
import vm from 'node:vm';
import type { ListedEntity } from '../domain/sanctions/ingest/listed-entity';
import {
  buildMatchIndex,
  DEFAULT_MATCH_THRESHOLD,
  screen,
  type ScreeningQuery,
} from '../domain/sanctions/matching';
import { parseBundledListedEntities } from '../domain/sanctions/ingest';
import { type PersonRow, personQuery, readCsvRecords } from './sanctions-eval-data';
import { percentile, round } from './sanctions-statistics';

export interface SanctionsLatencyOptions {
  /** Distinct queries, three quarters ordinary names, one quarter UN-listed names. */
  queries?: number;
}

/** A full collection before a heap reading, when Node lets us ask for one. */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

const heapMegabytes = () => round(process.memoryUsage().heapUsed / 2 ** 20, 1);

/** The naive baseline: lower-cased, punctuation-free names looked up whole in a Map. */
function exactNameLookup(entities: readonly ListedEntity[]): (name: string) => ListedEntity[] {
  const key = (name: string) =>
    name
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  const byName = new Map<string, ListedEntity[]>();
  for (const entity of entities) {
    for (const name of [entity.name, ...entity.aliases.map((alias) => alias.name)]) {
      byName.set(key(name), [...(byName.get(key(name)) ?? []), entity]);
    }
  }
  return (name) => byName.get(key(name)) ?? [];
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
 * queries, with the index's memory and build time, against an exact-name Map lookup in the same process.
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
  const baseline = exactNameLookup(entities);
  for (const query of queries.slice(0, 200)) screen(index, query, { threshold: DEFAULT_MATCH_THRESHOLD });
  let next = 0;
  const ours = timings(
    () => screen(index, queries[next++ % queries.length], { threshold: DEFAULT_MATCH_THRESHOLD }),
    queries.length,
  );
  next = 0;
  const naive = timings(() => baseline(queries[next++ % queries.length].name), queries.length);
  const [p50, p99, baseP50, baseP99] = [
    percentile(ours, 50),
    percentile(ours, 99),
    percentile(naive, 50),
    percentile(naive, 99),
  ];
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
    baselineExactLookupP50Milliseconds: round(baseP50, 4),
    baselineExactLookupP99Milliseconds: round(baseP99, 4),
    ratioP50ToBaseline: round(p50 / baseP50, 1),
    ratioP99ToBaseline: round(p99 / baseP99, 1),
  };
}

if (require.main === module) console.log(JSON.stringify(benchSanctionsLatency()));
