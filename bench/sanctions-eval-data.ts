import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { projectFile } from '../domain/project-files';
import { countryCode } from '../domain/sanctions/ingest/country-codes';
import type { ScreeningQuery } from '../domain/sanctions/matching';

/** The development evaluation files, copied gzipped so that a clone without ../shared can run them. */
export function evalDataDirectory(): string {
  return projectFile('bench', 'data', 'sanctions-eval');
}

function readLines(file: string): string {
  return gunzipSync(fs.readFileSync(path.join(evalDataDirectory(), `${file}.gz`))).toString('utf8');
}

export function readCsvRecords(file: string): Record<string, string>[] {
  return parse(readLines(file), { columns: true, skip_empty_lines: true, relax_quotes: true }) as Record<
    string,
    string
  >[];
}

export interface PersonRow {
  full_name: string;
  date_of_birth: string;
  nationality: string;
}

/** A person row of positives_un_untreated.csv or negatives_us.csv as a screening query. */
export function personQuery(row: PersonRow): ScreeningQuery {
  const nationality = countryCode(row.nationality);
  return {
    name: row.full_name,
    type: 'INDIVIDUAL',
    ...(row.date_of_birth && { birthDate: row.date_of_birth }),
    ...(nationality && { nationalities: [nationality] }),
  };
}

export interface CrossScriptPair {
  query: string;
  expected: string;
  /** 0–1 as in the file. */
  minScore: number;
  description: string;
}

/** cross_script_pairs.csv: comment lines start with '#'. */
function parseCrossScriptPairs(text: string): CrossScriptPair[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const [query, expected, minScore, description] = line.split(',');
      return { query, expected, minScore: Number(minScore), description };
    });
}

export function readCrossScriptPairs(): CrossScriptPair[] {
  return parseCrossScriptPairs(readLines('cross_script_pairs.csv'));
}

/**
 * Rows split into a development half and a held-out half by position (even/odd): weights are looked at on
 * the first, and checked on the second.
 */
export function halves<T>(rows: readonly T[]): { development: T[]; heldOut: T[] } {
  return { development: rows.filter((_, i) => i % 2 === 0), heldOut: rows.filter((_, i) => i % 2 === 1) };
}
