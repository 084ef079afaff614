import { listingKeyOf, parseBundledListedEntities } from '../domain/sanctions/ingest';
import type { ListedEntity } from '../domain/sanctions/ingest/listed-entity';
import { buildMatchIndex, DEFAULT_MATCH_THRESHOLD, screen } from '../domain/sanctions/matching';
import { readCsvRecords } from './sanctions-eval-data';
import { round } from './sanctions-statistics';

/**
 * Recall on names written in other scripts (script_names.csv, see build-script-eval-set.ts): each query is
 * one name in one script, screened by name and type alone; it counts when its listed entry is among the
 * matches at the threshold. The index leaves out the lists' own original-script names, so that a list's
 * Arabic name has to find its entry through the Latin names, as a query in another script would.
 */

interface ScriptCaseRow {
  script: string;
  origin: 'list' | 'rendered';
  split: 'development' | 'held-out';
  query: string;
  type: ListedEntity['schema'];
  dataset: string;
  sourceId: string;
  listedName: string;
}

export interface ScriptEvalOptions {
  threshold?: number;
  /** Print the missed development cases to stderr (for tuning; held-out misses stay unseen). */
  showMissed?: boolean;
}

const RESULT_LIMIT = 50;

const recallOf = (hits: readonly boolean[]) =>
  hits.length === 0 ? null : round(hits.filter(Boolean).length / hits.length);

export function evaluateScriptRecall(options: ScriptEvalOptions = {}) {
  const threshold = options.threshold ?? DEFAULT_MATCH_THRESHOLD;
  const entities = parseBundledListedEntities().map((entity) => ({ ...entity, originalScriptNames: [] }));
  const index = buildMatchIndex(entities);
  const keyOf = new Map(
    entities.map((entity) => [`${entity.dataset}:${entity.sourceId}`, listingKeyOf(entity)]),
  );
  const rows = readCsvRecords('script_names.csv') as unknown as ScriptCaseRow[];
  const results = rows.map((row) => {
    const expected = keyOf.get(`${row.dataset}:${row.sourceId}`);
    const matches = screen(index, { name: row.query, type: row.type }, { threshold, limit: RESULT_LIMIT });
    const hit = matches.some((match) => listingKeyOf(match.entity) === expected);
    if (!hit && options.showMissed && row.split === 'development') {
      const best = matches[0];
      console.error(
        `${row.script}/${row.origin}: ${row.query} → ${row.listedName}` +
          (best ? ` (best: ${best.entity.name} ${best.score})` : ''),
      );
    }
    return { row, hit };
  });
  const groups = new Map<string, typeof results>();
  for (const result of results) {
    const group = `${result.row.script}${result.row.origin === 'list' ? ' (list)' : ''}`;
    groups.set(group, [...(groups.get(group) ?? []), result]);
  }
  const recall = (subset: typeof results) => ({
    cases: subset.length,
    development: recallOf(subset.filter((r) => r.row.split === 'development').map((r) => r.hit)),
    heldOut: recallOf(subset.filter((r) => r.row.split === 'held-out').map((r) => r.hit)),
  });
  return {
    benchmark: 'sanctions recall on names in other scripts',
    threshold,
    ...recall(results),
    perScript: Object.fromEntries([...groups].sort().map(([group, subset]) => [group, recall(subset)])),
  };
}

if (require.main === module) {
  const threshold = process.env.THRESHOLD === undefined ? undefined : Number(process.env.THRESHOLD);
  console.log(
    JSON.stringify(evaluateScriptRecall({ threshold, showMissed: process.env.SHOW_MISSED === '1' })),
  );
}
