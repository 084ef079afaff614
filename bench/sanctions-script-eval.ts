import type { ScriptCase } from './build-script-eval-set';
import { listingKeyOf, parseBundledListedEntities } from '../domain/sanctions/ingest';
import { buildMatchIndex, DEFAULT_MATCH_THRESHOLD, screen } from '../domain/sanctions/matching';
import { readCsvRecords } from './sanctions-eval-data';
import { round } from './sanctions-statistics';

/**
 * Recall on names written in other scripts (script_names.csv, see build-script-eval-set.ts): each query is
 * one name in one script, screened by name and type alone; it counts when its listed entry is among the
 * matches at the threshold. Ordinary people's names written the same way (on no list) count as false hits
 * when anything matches them. The index leaves out the lists' own original-script names, so that a list's
 * Arabic name has to find its entry through the Latin names, as a query in another script would; the
 * query is that name without the Latin words some of them carry (see scriptPartOf).
 */

export interface ScriptEvalOptions {
  threshold?: number;
  /** Print the missed development cases to stderr (for tuning; held-out misses stay unseen). */
  showMissed?: boolean;
  /** Include held-out figures: only for the final measurement, never while tuning. */
  heldOut?: boolean;
}

const RESULT_LIMIT = 50;

/**
 * The UN's original-script field sometimes holds a Latin name beside the script one ("Abou Mouhadjir
 * (ابو مهاجر)"); the case tests the script, so its Latin words, brackets and labels are left out.
 */
const LATIN_WORD = /\S*\p{Script=Latin}\S*/gu;
const scriptPartOf = (query: string) =>
  query
    .replace(LATIN_WORD, ' ')
    .replace(/[()[\];:]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const recallOf = (hits: readonly boolean[]) =>
  hits.length === 0 ? null : round(hits.filter(Boolean).length / hits.length);

export function evaluateScriptRecall(options: ScriptEvalOptions = {}) {
  const threshold = options.threshold ?? DEFAULT_MATCH_THRESHOLD;
  const entities = parseBundledListedEntities().map((entity) => ({ ...entity, originalScriptNames: [] }));
  const index = buildMatchIndex(entities);
  const keyOf = new Map(
    entities.map((entity) => [`${entity.dataset}:${entity.sourceId}`, listingKeyOf(entity)]),
  );
  const rows = readCsvRecords('script_names.csv') as unknown as ScriptCase[];
  const screened = rows.map((row) => ({
    row,
    matches: screen(
      index,
      { name: row.origin === 'list' ? scriptPartOf(row.query) : row.query, type: row.type },
      { threshold, limit: RESULT_LIMIT },
    ),
  }));
  const ordinary = screened.filter(({ row }) => row.origin === 'ordinary');
  const results = screened.flatMap(({ row, matches }) => {
    if (row.origin === 'ordinary') return [];
    const expected = keyOf.get(`${row.dataset}:${row.sourceId}`);
    const hit = matches.some((match) => listingKeyOf(match.entity) === expected);
    if (!hit && options.showMissed && row.split === 'development') {
      const best = matches[0];
      console.error(
        `${row.script}/${row.origin}: ${row.query} → ${row.listedName}` +
          (best ? ` (best: ${best.entity.name} ${best.score})` : ''),
      );
    }
    return [{ row, hit }];
  });
  const groups = new Map<string, typeof results>();
  for (const result of results) {
    const { script, origin, type } = result.row;
    const group = origin === 'list' ? `${script} (list, ${type.toLowerCase()})` : script;
    groups.set(group, [...(groups.get(group) ?? []), result]);
  }
  const recall = (subset: typeof results) => ({
    cases: subset.length,
    development: recallOf(subset.filter((r) => r.row.split === 'development').map((r) => r.hit)),
    ...(options.heldOut
      ? { heldOut: recallOf(subset.filter((r) => r.row.split === 'held-out').map((r) => r.hit)) }
      : {}),
  });
  const falseHitsIn = (subset: typeof ordinary) =>
    subset.length === 0
      ? null
      : round((1000 * subset.filter((s) => s.matches.length > 0).length) / subset.length, 1);
  const falseHits = (subset: typeof ordinary) => ({
    development: falseHitsIn(subset.filter(({ row }) => row.split === 'development')),
    ...(options.heldOut
      ? { heldOut: falseHitsIn(subset.filter(({ row }) => row.split === 'held-out')) }
      : {}),
  });
  return {
    benchmark: 'sanctions recall on names in other scripts',
    threshold,
    ...recall(results),
    persons: recall(results.filter((r) => r.row.type === 'INDIVIDUAL')),
    listsOwnNames: recall(results.filter((r) => r.row.origin === 'list')),
    renderedListedNames: recall(results.filter((r) => r.row.origin === 'rendered')),
    perScript: Object.fromEntries([...groups].sort().map(([group, subset]) => [group, recall(subset)])),
    ordinaryPeople: ordinary.length,
    falseHitsPer1000: falseHits(ordinary),
    falseHitsPer1000PerScript: Object.fromEntries(
      [...new Set(ordinary.map(({ row }) => row.script))].map((script) => [
        script,
        falseHits(ordinary.filter(({ row }) => row.script === script)),
      ]),
    ),
  };
}

if (require.main === module) {
  const threshold = process.env.THRESHOLD === undefined ? undefined : Number(process.env.THRESHOLD);
  const heldOut = process.argv.includes('--held-out');
  console.log(
    JSON.stringify(evaluateScriptRecall({ threshold, heldOut, showMissed: process.env.SHOW_MISSED === '1' })),
  );
}
