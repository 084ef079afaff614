import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseBundledListedEntities } from '../domain/sanctions/ingest';
import type { ListedEntity } from '../domain/sanctions/ingest/listed-entity';
import { evalDataDirectory, type PersonRow, readCsvRecords } from './sanctions-eval-data';
import { latinWords, renderName, type Script, SCRIPTS } from './script-renderings';
import { seededRandom } from './sanctions-variants';

/**
 * Writes script_names.csv.gz, the evaluation set of names in other scripts:
 * - the lists' own original-script names (the UN list's Arabic, Cyrillic, Chinese and Korean names), each
 *   to find its own entry among the Latin names (the evaluation indexes the lists without them);
 * - listed persons' Latin names written in each script of SCRIPTS (see script-renderings.ts);
 * - ordinary people's names (negatives_us.csv, on no list) written in each script, which should find nothing.
 * Each script's cases are split half development, half held-out by a seeded shuffle.
 * Run `node dist/bench/build-script-eval-set.js` after changing the renderings; the output is committed.
 */

const RENDERED_PER_SCRIPT = 80;
const ORDINARY_PER_SCRIPT = 200;
const SOURCE_DATASETS = new Set(['un_sc_sanctions', 'us_ofac_sdn']);
/** Names of two to four words, each a name part and not an initial. */
const RENDERABLE = (name: string) => {
  const words = latinWords(name);
  return words.length >= 2 && words.length <= 4 && words.every((word) => word.length >= 2);
};

export interface ScriptCase {
  script: string;
  origin: 'list' | 'rendered' | 'ordinary';
  split: 'development' | 'held-out';
  query: string;
  type: ListedEntity['schema'];
  dataset: string;
  sourceId: string;
  listedName: string;
}

const COLUMNS = ['script', 'origin', 'split', 'query', 'type', 'dataset', 'sourceId', 'listedName'] as const;

/** The script most of a name's letters are in, by Unicode script property. */
const SCRIPT_OF: readonly [string, RegExp][] = [
  ['arabic', /\p{Script=Arabic}/u],
  ['cyrillic', /\p{Script=Cyrillic}/u],
  ['hangul', /\p{Script=Hangul}/u],
  ['han', /\p{Script=Han}/u],
  ['greek', /\p{Script=Greek}/u],
  ['hebrew', /\p{Script=Hebrew}/u],
];

function scriptOf(name: string): string | undefined {
  return SCRIPT_OF.find(([, pattern]) => pattern.test(name))?.[0];
}

function shuffled<T>(rows: readonly T[], random: () => number): T[] {
  const copy = [...rows];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

function withSplit(cases: Omit<ScriptCase, 'split'>[], random: () => number): ScriptCase[] {
  return shuffled(cases, random).map((row, i) => ({
    ...row,
    split: i % 2 === 0 ? 'development' : 'held-out',
  }));
}

function listCases(entities: readonly ListedEntity[], random: () => number): ScriptCase[] {
  const byScript = new Map<string, Omit<ScriptCase, 'split'>[]>();
  for (const entity of entities) {
    for (const query of new Set(entity.originalScriptNames)) {
      const script = scriptOf(query);
      if (script === undefined) continue;
      const { schema: type, dataset, sourceId, name: listedName } = entity;
      const row = { script, origin: 'list' as const, query, type, dataset, sourceId, listedName };
      byScript.set(script, [...(byScript.get(script) ?? []), row]);
    }
  }
  return [...byScript.values()].flatMap((rows) => withSplit(rows, random));
}

function renderedCases(
  entities: readonly ListedEntity[],
  script: Script,
  random: () => number,
): ScriptCase[] {
  const people = entities.filter(
    (entity) =>
      entity.schema === 'INDIVIDUAL' && SOURCE_DATASETS.has(entity.dataset) && RENDERABLE(entity.name),
  );
  const chosen = shuffled(people, random).slice(0, RENDERED_PER_SCRIPT);
  return withSplit(
    chosen.map((entity) => ({
      script,
      origin: 'rendered' as const,
      query: renderName(entity.name, script),
      type: entity.schema,
      dataset: entity.dataset,
      sourceId: entity.sourceId,
      listedName: entity.name,
    })),
    random,
  );
}

function ordinaryCases(script: Script, random: () => number): ScriptCase[] {
  const people = (readCsvRecords('negatives_us.csv') as unknown as PersonRow[]).filter((row) =>
    RENDERABLE(row.full_name),
  );
  const chosen = shuffled(people.slice(0, 20_000), random).slice(0, ORDINARY_PER_SCRIPT);
  return withSplit(
    chosen.map((row) => ({
      script,
      origin: 'ordinary' as const,
      query: renderName(row.full_name, script),
      type: 'INDIVIDUAL' as const,
      dataset: '',
      sourceId: '',
      listedName: row.full_name,
    })),
    random,
  );
}

export function buildScriptCases(): ScriptCase[] {
  const entities = parseBundledListedEntities();
  const random = seededRandom(20261124);
  return [
    ...listCases(entities, random),
    ...SCRIPTS.flatMap((script) => renderedCases(entities, script, random)),
    ...SCRIPTS.flatMap((script) => ordinaryCases(script, random)),
  ];
}

if (require.main === module) {
  const cases = buildScriptCases();
  const csv = [COLUMNS, ...cases.map((row) => COLUMNS.map((column) => row[column]))]
    .map((fields) => fields.map((field) => `"${field.replaceAll('"', '""')}"`).join(','))
    .join('\n');
  const file = path.join(evalDataDirectory(), 'script_names.csv.gz');
  fs.writeFileSync(file, gzipSync(csv, { level: 9 }));
  console.log(`${cases.length} cases written to ${file}`);
}
