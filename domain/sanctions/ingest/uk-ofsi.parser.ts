import { countryCode } from './country-codes';
import { parseDateText, parseIsoDay } from './date-text';
import { decodeListText } from './decode-text';
import { cleanText, finaliseEntity, newEntityDraft, type EntityDraft } from './entity-draft';
import { ISSUERS } from './issuers';
import { ListParseError } from './list-parse.error';
import { listParseResult, type ListParseResult, warnUnresolvedCountries } from './list-parse-result';
import type { AliasQuality, Dataset, EntitySchema, IdentifierType } from './listed-entity';
import { ProgramCache } from './program-cache';
import { forEachCsvRecord } from './read-csv';
import { TOPICS } from './topics';
import { applyOtherInformation } from './uk-other-information';

export const UK_OFSI_DATASET: Dataset = {
  name: 'gb_hmt_sanctions',
  title: 'UK OFSI Consolidated List of Financial Sanctions Targets',
  summary:
    'Individuals, entities and ships subject to UK financial sanctions, published by HM Treasury’s Office of ' +
    'Financial Sanctions Implementation.',
  url: 'https://www.gov.uk/government/publications/financial-sanctions-consolidated-list-of-targets',
  tags: [
    { category: 'issuer', value: 'GB' },
    { category: 'publisher', value: 'OFSI' },
    { category: 'type', value: 'sanctions' },
  ],
};

const REQUIRED_COLUMNS = ['Name 6', 'Name 1', 'Group Type', 'Alias Type', 'Regime', 'Group ID'] as const;
const SCHEMAS: Record<string, EntitySchema> = {
  individual: 'INDIVIDUAL',
  entity: 'ORGANISATION',
  ship: 'VESSEL',
};

type UkRow = Record<(typeof REQUIRED_COLUMNS)[number], string> & Record<string, string | undefined>;

interface UkContext {
  programs: ProgramCache;
  unresolved: Set<string>;
}

/** Cells with several values number them: "(1) Russia (2) Ukraine". */
function items(cell: string | undefined): string[] {
  const text = cleanText(cell);
  if (!/\(1\)/.test(text)) return text ? [text] : [];
  return text
    .split(/\(\d+\)/)
    .map(cleanText)
    .filter(Boolean);
}

function fullName(row: UkRow): string {
  return ['Name 1', 'Name 2', 'Name 3', 'Name 4', 'Name 5', 'Name 6']
    .map((c) => cleanText(row[c]))
    .filter(Boolean)
    .join(' ');
}

function aliasQuality(row: UkRow): AliasQuality {
  const quality = (row['Alias Quality'] ?? '').toLowerCase();
  if (quality.startsWith('good')) return 'strong';
  if (quality.startsWith('low')) return 'weak';
  return row['Alias Type'].toLowerCase() === 'primary name variation' ? 'strong' : 'unspecified';
}

function addName(entity: EntityDraft, row: UkRow): void {
  const name = fullName(row);
  const type = row['Alias Type'].toLowerCase();
  if (type === 'primary name' && !entity.name) entity.name = name;
  else if (type === 'fka') entity.previousNames.push(name);
  else if (name) entity.aliases.push({ name, quality: aliasQuality(row) });
  entity.originalScriptNames.push(...items(row['Name Non-Latin Script']));
  entity.titles.push(...items(row.Title));
}

/** Numbered documents with their numbered details ("(1) 750123456 (2) …" / "(1) issued …"). */
function addDocuments(
  entity: EntityDraft,
  numbers: string | undefined,
  details: string | undefined,
  type: IdentifierType,
) {
  const values = items(numbers);
  const notes = items(details);
  values.forEach((value, i) => {
    const note = values.length === notes.length ? notes[i] : notes.join('; ');
    entity.identifiers.push({ type, value, ...(note && { note }) });
  });
}

function addCountries(target: string[], cell: string | undefined, unresolved: Set<string>): void {
  for (const name of items(cell)) {
    const code = countryCode(name);
    if (code) target.push(code);
    else unresolved.add(name);
  }
}

function addRowFacts(entity: EntityDraft, row: UkRow, ctx: UkContext): void {
  addName(entity, row);
  const regime = cleanText(row.Regime);
  if (regime) {
    entity.programs.push(
      ctx.programs.get(`UK-${regime}`, () => ({
        ...ISSUERS.ofsi,
        title: `UK sanctions regime: ${regime}`,
        measures: ['asset freeze'],
      })),
    );
  }
  for (const text of items(row.DOB)) {
    const date = parseDateText(text, { slashOrder: 'dmy' });
    if (date) entity.birthDates.push(date);
    else entity.notes.push(`DOB ${text}`);
  }
  const towns = items(row['Town of Birth']);
  const birthCountries = items(row['Country of Birth']);
  const birthCountry = birthCountries.length === 1 ? birthCountries[0] : '';
  for (const town of towns) entity.placesOfBirth.push([town, birthCountry].filter(Boolean).join(', '));
  if (towns.length === 0) entity.placesOfBirth.push(...birthCountries);
  addCountries(entity.nationalities, row.Nationality, ctx.unresolved);
  addDocuments(entity, row['Passport Number'], row['Passport Details'], 'passport');
  addDocuments(
    entity,
    row['National Identification Number'],
    row['National Identification Details'],
    'national_id',
  );
  entity.positions.push(...items(row.Position));
  const lines = [
    'Address 1',
    'Address 2',
    'Address 3',
    'Address 4',
    'Address 5',
    'Address 6',
    'Post/Zip Code',
    'Country',
  ];
  const full = lines
    .map((c) => cleanText(row[c]))
    .filter(Boolean)
    .join(', ');
  const country = countryCode(row.Country);
  if (row.Country && !country) ctx.unresolved.add(row.Country);
  if (country) entity.countries.push(country);
  if (full && full !== cleanText(row.Country))
    entity.addresses.push(country ? { full, countryCode: country } : { full });
  applyOtherInformation(entity, row['Other Information'] ?? '', ctx.unresolved);
  entity.listedOn ??= parseIsoDay(row['Listed On']);
  const updated = parseIsoDay(row['Last Updated']);
  if (updated && (!entity.lastChangedOn || updated > entity.lastChangedOn)) entity.lastChangedOn = updated;
}

/** The file opens with "Last Updated,<dd/mm/yyyy>" before the header; older exports start with the header. */
function reportDate(text: string): { updatedAt?: string; skipLines: number } {
  const firstLine = text.slice(0, text.indexOf('\n')).replace(/"/g, '');
  if (firstLine.startsWith('Name 6')) return { skipLines: 0 };
  return { updatedAt: parseIsoDay(firstLine.split(',')[1]), skipLines: 1 };
}

/** Parses OFSI's consolidated list CSV (2022 format): one row per name variant, grouped by Group ID. */
export function parseUkOfsi(content: string | Buffer): ListParseResult {
  const text = decodeListText(UK_OFSI_DATASET.name, content);
  const { updatedAt, skipLines } = reportDate(text);
  const ctx: UkContext = { programs: new ProgramCache(), unresolved: new Set() };
  const groups = new Map<string, EntityDraft>();
  const onRow = (row: UkRow): void => {
    const id = cleanText(row['Group ID']);
    if (!id) return;
    let entity = groups.get(id);
    if (!entity) {
      const schema = SCHEMAS[row['Group Type'].toLowerCase()];
      if (!schema)
        throw new ListParseError(
          UK_OFSI_DATASET.name,
          `group ${id}: unknown group type "${row['Group Type']}"`,
        );
      entity = newEntityDraft({ sourceId: id, dataset: UK_OFSI_DATASET.name, schema, name: '' });
      entity.topics.push(TOPICS.sanction);
      groups.set(id, entity);
    }
    addRowFacts(entity, row, ctx);
  };
  forEachCsvRecord(UK_OFSI_DATASET.name, text, REQUIRED_COLUMNS, onRow, { skipLines });
  const warnings: string[] = [];
  const entities = [...groups.values()].map((entity) => {
    // A group without a "Primary name" row is named by its first alias.
    if (!entity.name) entity.name = entity.aliases[0]?.name ?? entity.previousNames[0] ?? '';
    return finaliseEntity(entity);
  });
  warnUnresolvedCountries(warnings, ctx.unresolved);
  return listParseResult({ ...UK_OFSI_DATASET, ...(updatedAt && { updatedAt }) }, entities, warnings);
}
