import { countryCode } from './country-codes';
import { type CslSource, cslSourceOf, US_CSL_DATASET } from './csl-sources';
import { parseDateText } from './date-text';
import { cleanText, finaliseEntity, mergeEntityInto, newEntityDraft, type EntityDraft } from './entity-draft';
import { inferSchema } from './infer-schema';
import { decodeListText } from './decode-text';
import { listParseResult, type ListParseResult, warnUnresolvedCountries } from './list-parse-result';
import type { EntitySchema, Program } from './listed-entity';
import { ofacProgram, splitOfacProgramCodes } from './ofac-programs';
import { applyOfacRemark, applyOfacRemarks, type RemarkContext } from './ofac-remarks';
import { parseTonnage } from './parse-tonnage';
import { ProgramCache } from './program-cache';
import { forEachCsvRecord } from './read-csv';

const REQUIRED_COLUMNS = [
  '_id',
  'source',
  'type',
  'programs',
  'name',
  'title',
  'addresses',
  'alt_names',
  'dates_of_birth',
  'nationalities',
  'citizenships',
  'places_of_birth',
  'ids',
  'remarks',
  'start_date',
  'end_date',
] as const;

const SCHEMAS: Record<string, EntitySchema> = {
  individual: 'INDIVIDUAL',
  entity: 'ORGANISATION',
  vessel: 'VESSEL',
  aircraft: 'AIRCRAFT',
};

type CslRow = Record<(typeof REQUIRED_COLUMNS)[number], string> & Record<string, string | undefined>;

/** Cells holding several values join them with "; ". */
const split = (cell: string | undefined): string[] =>
  (cell ?? '')
    .split(/;\s+/)
    .map((v) => cleanText(v))
    .filter(Boolean);

function programsOf(row: CslRow, list: CslSource, cache: ProgramCache): Program[] {
  const codes = list.ofacProgramTags ? splitOfacProgramCodes(row.programs) : split(row.programs);
  if (list.ofacProgramTags && codes.length > 0) {
    return codes.map((code) => ofacProgram(cache, list.code, code, list.measures));
  }
  const program = (id: string, title: string): Program =>
    cache.get(id, () => ({ ...list.issuer, title, measures: list.measures, summary: list.dataset.title }));
  if (codes.length === 0) return [program(list.code, list.dataset.title)];
  return codes.map((code) => program(`${list.code}-${code}`, `${list.dataset.title}: ${code}`));
}

/** "street, city, state, postal code, CC": the trailing ISO code gives the country. */
function addAddresses(entity: EntityDraft, cell: string): void {
  for (const full of split(cell)) {
    const code = countryCode(/(?:^|,\s*)([A-Z]{2})$/.exec(full)?.[1]);
    if (code) entity.countries.push(code);
    if (full.length > 2) entity.addresses.push(code ? { full, countryCode: code } : { full });
  }
}

/** The ids cell: "CC, number, document type" or "value, label" items, OFAC's remark vocabulary in other order. */
function addIds(entity: EntityDraft, cell: string, ctx: RemarkContext): void {
  for (const item of split(cell)) {
    const parts = item.split(', ');
    const label = parts.pop() ?? '';
    const country = parts.length > 1 && /^[A-Z]{2}$/.test(parts[0]) ? parts.shift() : undefined;
    const value = parts.join(', ');
    applyOfacRemark(entity, `${label} ${value}${country ? ` (${country})` : ''}`, ctx);
  }
}

function addVessel(entity: EntityDraft, row: CslRow, ctx: RemarkContext): void {
  if (row.call_sign) entity.callSigns.push(row.call_sign);
  if (row.vessel_type) entity.vesselTypes.push(row.vessel_type);
  if (row.vessel_owner) entity.vesselOwners.push(row.vessel_owner);
  // The CSL's gross_tonnage is OFAC's "Tonnage" column, the deadweight.
  entity.deadweightTonnage = parseTonnage(row.gross_tonnage);
  entity.grossRegisteredTonnage = parseTonnage(row.gross_registered_tonnage);
  if (row.vessel_flag) {
    const code = countryCode(row.vessel_flag);
    if (code) entity.flags.push(code);
    else ctx.unresolvedCountries.add(row.vessel_flag);
  }
}

/**
 * The PLC list names members of the Palestinian Legislative Council elected on the slate of a designated
 * party; its remark is that party and the constituency: "HAMAS - Hebron", "PFLP".
 */
function addPlcMembership(entity: EntityDraft, remark: string): boolean {
  const match = /^([A-Z][A-Z-]+)(?: - (.+))?$/.exec(remark);
  if (!match) return false;
  entity.politicalAffiliations.push(match[1]);
  const constituency = match[2] ? ` (${match[2]})` : '';
  entity.positions.push(`Member of the Palestinian Legislative Council${constituency}`);
  return true;
}

function addBisFacts(entity: EntityDraft, row: CslRow): void {
  if (row.federal_register_notice) entity.notes.push(`Federal Register: ${row.federal_register_notice}`);
  if (row.license_requirement) entity.notes.push(`License requirement: ${row.license_requirement}`);
  if (row.license_policy) entity.notes.push(`License policy: ${row.license_policy}`);
  if (row.standard_order === 'Y') entity.notes.push('Standard denial order');
}

function cslEntity(row: CslRow, list: CslSource, programs: ProgramCache, ctx: RemarkContext): EntityDraft {
  const listedSchema = SCHEMAS[row.type.toLowerCase()];
  const entity = newEntityDraft({
    sourceId: row._id,
    dataset: list.dataset.name,
    schema: listedSchema ?? inferSchema(row.name, list.defaultSchema),
    schemaInferred: !listedSchema,
    name: row.name,
  });
  entity.programs = programsOf(row, list, programs);
  entity.topics.push(list.topic);
  // BIS writes the last of several aliases as "…; and JSC 140 Repair Plant".
  for (const name of split(row.alt_names))
    entity.aliases.push({ name: name.replace(/^and\s+/i, ''), quality: 'unspecified' });
  for (const text of split(row.dates_of_birth)) {
    const date = parseDateText(text);
    if (date) entity.birthDates.push(date);
    else ctx.undatedTexts.add(text);
  }
  for (const code of [...split(row.nationalities), ...split(row.citizenships)]) {
    const iso = countryCode(code);
    if (iso) entity.nationalities.push(iso);
    else ctx.unresolvedCountries.add(code);
  }
  entity.placesOfBirth.push(...split(row.places_of_birth));
  if (row.title) entity.positions.push(row.title);
  addAddresses(entity, row.addresses);
  addIds(entity, row.ids, ctx);
  if (!(list.abbreviation === 'PLC' && addPlcMembership(entity, row.remarks)))
    applyOfacRemarks(entity, row.remarks, ctx);
  addVessel(entity, row, ctx);
  addBisFacts(entity, row);
  entity.sourceUrls.push(...split(row.source_list_url), ...split(row.source_information_url));
  entity.listedOn = parseDateText(row.start_date)?.kind === 'exact' ? row.start_date : undefined;
  entity.endDate = parseDateText(row.end_date)?.kind === 'exact' ? row.end_date : undefined;
  return entity;
}

/**
 * Parses the US Consolidated Screening List (consolidated.csv, gzipped or not). Each of its lists becomes a
 * dataset of its own (see CSL_SOURCES): an SDN hit blocks, an Entity List hit needs an export licence.
 */
export function parseUsConsolidated(content: string | Buffer): ListParseResult {
  const ctx: RemarkContext = { unresolvedCountries: new Set(), undatedTexts: new Set() };
  const programs = new ProgramCache();
  const lists = new Map<string, CslSource>();
  const warnings: string[] = [];
  const byKey = new Map<string, EntityDraft>();
  let [rows, unnamed] = [0, 0];
  forEachCsvRecord(
    US_CSL_DATASET.name,
    decodeListText(US_CSL_DATASET.name, content),
    REQUIRED_COLUMNS,
    (row) => {
      rows += 1;
      if (!row.name) {
        unnamed += 1;
        return;
      }
      let list = lists.get(row.source);
      if (!list) {
        const { source, known } = cslSourceOf(row.source);
        if (!known)
          warnings.push(`unknown CSL source "${row.source}" loaded as dataset ${source.dataset.name}`);
        lists.set(row.source, (list = source));
      }
      const entity = cslEntity(row, list, programs, ctx);
      const key = `${entity.dataset}|${entity.sourceId}`;
      const earlier = byKey.get(key);
      if (earlier) mergeEntityInto(earlier, entity);
      else byKey.set(key, entity);
    },
  );
  const entities = [...byKey.values()].map(finaliseEntity);
  if (unnamed > 0) warnings.push(`${unnamed} rows without a name skipped`);
  const repeated = rows - unnamed - entities.length;
  if (repeated > 0) warnings.push(`${repeated} repeated rows merged into their entity`);
  warnUnresolvedCountries(warnings, ctx.unresolvedCountries);
  if (ctx.undatedTexts.size > 0)
    warnings.push(`unreadable dates kept as notes: ${[...ctx.undatedTexts].join('; ')}`);
  const childDatasets = [...new Set(lists.values())].map((list) => list.dataset);
  return listParseResult(US_CSL_DATASET, entities, warnings, childDatasets);
}
