import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as isoCountries from 'i18n-iso-countries/index';
import englishNames from 'i18n-iso-countries/langs/en.json';
import { parseBundledListedEntities } from '../domain/sanctions/ingest';
import { normaliseName } from '../domain/sanctions/matching';
import { nameKindOf } from '../domain/sanctions/matching/name-table';
import { listedNamesOf } from '../domain/sanctions/matching/listed-names';
import { evalDataDirectory } from './sanctions-eval-data';
import { seededRandom } from './sanctions-variants';

isoCountries.registerLocale(englishNames);

/** The file this script writes, read by sanctions-organisations-eval.ts. */
export const ORGANISATION_NEGATIVES_FILE = 'organisations_unlisted.csv';

const signature = (name: string) =>
  normaliseName(name, 'organisation')
    .tokens.map((token) => token.text)
    .join(' ');

function listedSignatures(): Set<string> {
  const signatures = new Set<string>();
  for (const entity of parseBundledListedEntities()) {
    for (const name of listedNamesOf(entity)) {
      const tokens = normaliseName(name.text, nameKindOf(entity)).tokens.map((token) => token.text);
      signatures.add(tokens.join(' '));
    }
  }
  return signatures;
}

const csvField = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * Builds bench/data/sanctions-eval/organisations_unlisted.csv.gz from a "Name;Country name" text file (the
 * Forbes Global 2000 of 2025, ranks 1–1,311, headquarters country): each company with its ISO country, those
 * a bundled list carries under the same normalised name dropped (list members such as China Mobile or
 * Hikvision, and namesakes: an exact name is a hit by rule), shuffled with a fixed seed and split half
 * development, half held-out. Run once: node dist/bench/organisation-negatives-build.js SOURCE.
 */
function build(source: string): void {
  const listed = listedSignatures();
  const seen = new Set<string>();
  const rows: { name: string; country: string }[] = [];
  const dropped: string[] = [];
  for (const line of fs.readFileSync(source, 'utf8').split('\n')) {
    const [name, countryName] = line.split(';').map((part) => part?.trim());
    if (!name || !countryName) continue;
    const country = isoCountries.getAlpha2Code(countryName, 'en');
    if (country === undefined) throw new Error(`no ISO code for ${countryName}`);
    const key = signature(name);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    if (listed.has(key)) dropped.push(name);
    else rows.push({ name, country });
  }
  const random = seededRandom(20261124);
  const shuffled = rows
    .map((row) => ({ row, order: random() }))
    .sort((a, b) => a.order - b.order)
    .map(({ row }) => row);
  const half = Math.ceil(shuffled.length / 2);
  const lines = [
    'name,country,split',
    ...shuffled.map(
      (row, i) => `${csvField(row.name)},${row.country},${i < half ? 'development' : 'held_out'}`,
    ),
  ];
  const target = path.join(evalDataDirectory(), `${ORGANISATION_NEGATIVES_FILE}.gz`);
  fs.writeFileSync(target, gzipSync(`${lines.join('\n')}\n`, { level: 9 }));
  console.log(JSON.stringify({ written: target, companies: rows.length, droppedAsListed: dropped }));
}

if (require.main === module) build(process.argv[2] ?? '');
