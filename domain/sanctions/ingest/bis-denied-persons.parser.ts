import { countryCode } from './country-codes';
import { parseIsoDay } from './date-text';
import { decodeListText } from './decode-text';
import { denialOrderKey } from './denial-order-key';
import { cleanText, finaliseEntity, newEntityDraft, type EntityDraft } from './entity-draft';
import { inferSchema } from './infer-schema';
import { ISSUERS } from './issuers';
import { listParseResult, type ListParseResult, warnUnresolvedCountries } from './list-parse-result';
import type { Dataset, Program } from './listed-entity';
import { forEachCsvRecord } from './read-csv';
import { TOPICS } from './topics';

export const BIS_DENIED_PERSONS_DATASET: Dataset = {
  name: 'us_bis_denied',
  title: 'BIS Denied Persons List',
  summary:
    'Individuals and companies denied US export privileges by the Bureau of Industry and Security; no one may ' +
    'take part in an export subject to the EAR with them.',
  url: 'https://www.bis.doc.gov/index.php/policy-guidance/lists-of-parties-of-concern/denied-persons-list',
  tags: [
    { category: 'issuer', value: 'US' },
    { category: 'publisher', value: 'BIS' },
    { category: 'type', value: 'export-control' },
  ],
};

const COLUMNS = [
  'Name',
  'Street_Address',
  'City',
  'State',
  'Country',
  'Postal_Code',
  'Effective_Date',
  'Expiration_Date',
  'Standard_Order',
  'Last_Update',
  'FR_Citation',
] as const;

const DENIAL_PROGRAM: Program = {
  programId: 'DPL',
  ...ISSUERS.bis,
  title: 'Denied Persons List (EAR part 764, denial orders)',
  measures: ['denial of export privileges'],
  url: BIS_DENIED_PERSONS_DATASET.url,
  summary: 'Persons subject to a BIS denial order under the Export Administration Regulations',
};

type DplRow = Record<(typeof COLUMNS)[number], string>;

function denialKey(row: DplRow): string {
  return denialOrderKey(
    row.Name,
    parseIsoDay(row.Effective_Date, { slashOrder: 'mdy' }) ?? row.Effective_Date,
  );
}

function newDenial(row: DplRow, sourceId: string): EntityDraft {
  const name = cleanText(row.Name);
  const entity = newEntityDraft({
    sourceId,
    dataset: BIS_DENIED_PERSONS_DATASET.name,
    schema: inferSchema(name, 'INDIVIDUAL'),
    schemaInferred: true,
    name,
  });
  entity.programs.push(DENIAL_PROGRAM);
  entity.topics.push(TOPICS['export.control']);
  entity.sourceUrls.push(BIS_DENIED_PERSONS_DATASET.url);
  entity.listedOn = parseIsoDay(row.Effective_Date, { slashOrder: 'mdy' });
  entity.endDate = parseIsoDay(row.Expiration_Date, { slashOrder: 'mdy' });
  if (row.Standard_Order.toUpperCase() === 'Y') entity.notes.push('Standard denial order');
  return entity;
}

/** Each row adds an address, a Federal Register citation, possibly a spelling and a later update date. */
function addRow(entity: EntityDraft, row: DplRow, unresolved: Set<string>): void {
  // Rows of one order may spell the name differently ("AL NASER AIRLINES", "AL-NASER  AIRLINES").
  if (cleanText(row.Name) !== entity.name)
    entity.aliases.push({ name: cleanText(row.Name), quality: 'strong' });
  const code = countryCode(row.Country);
  if (row.Country && !code) unresolved.add(row.Country);
  const full = [row.Street_Address, row.City, row.State, row.Postal_Code, row.Country]
    .map(cleanText)
    .filter(Boolean)
    .join(', ');
  if (full) entity.addresses.push(code ? { full, countryCode: code } : { full });
  if (code) entity.countries.push(code);
  if (row.FR_Citation) entity.notes.push(`Federal Register: ${cleanText(row.FR_Citation)}`);
  const updated = parseIsoDay(row.Last_Update);
  if (updated && (!entity.lastChangedOn || updated > entity.lastChangedOn)) entity.lastChangedOn = updated;
}

/** Parses BIS's dpl.txt (tab-separated, one row per address of a denied person). */
export function parseBisDeniedPersons(content: string | Buffer): ListParseResult {
  const denials = new Map<string, EntityDraft>();
  const unresolved = new Set<string>();
  const onRow = (row: DplRow): void => {
    if (!row.Name) return;
    const key = denialKey(row);
    let entity = denials.get(key);
    if (!entity) denials.set(key, (entity = newDenial(row, key)));
    addRow(entity, row, unresolved);
  };
  forEachCsvRecord(
    BIS_DENIED_PERSONS_DATASET.name,
    decodeListText(BIS_DENIED_PERSONS_DATASET.name, content),
    COLUMNS,
    onRow,
    { delimiter: '\t' },
  );
  const warnings: string[] = [];
  warnUnresolvedCountries(warnings, unresolved);
  const updatedAt = [...denials.values()]
    .map((e) => e.lastChangedOn ?? '')
    .sort()
    .at(-1);
  const dataset = { ...BIS_DENIED_PERSONS_DATASET, ...(updatedAt && { updatedAt }) };
  return listParseResult(dataset, [...denials.values()].map(finaliseEntity), warnings);
}
