import { parseDateText, parseIsoDay } from './date-text';
import { decodeListText } from './decode-text';
import { cleanText, finaliseEntity, newEntityDraft, type EntityDraft } from './entity-draft';
import {
  addAddress,
  addBirthDate,
  addCitizenship,
  addIdentification,
  addNameAlias,
  type EuFactContext,
  type EuRow,
} from './eu-fsf-fragments';
import { ISSUERS } from './issuers';
import { ListParseError } from './list-parse.error';
import { listParseResult, type ListParseResult, warnUnresolvedCountries } from './list-parse-result';
import type { Dataset, EntitySchema, Program } from './listed-entity';
import { isLatinScript } from './name-script';
import { addNarrativeText } from './narrative-text';
import { ProgramCache } from './program-cache';
import { forEachCsvRecord } from './read-csv';
import { TOPICS } from './topics';

export const EU_FSF_DATASET: Dataset = {
  name: 'eu_fsf',
  title: 'EU Financial Sanctions Files (FSF)',
  summary:
    'Persons, groups and entities subject to EU financial sanctions (asset freeze, prohibition to make funds ' +
    'available), consolidated by the European Commission from the Council regulations.',
  url: 'https://data.europa.eu/data/datasets/consolidated-list-of-persons-groups-and-entities-subject-to-eu-financial-sanctions',
  tags: [
    { category: 'issuer', value: 'EU' },
    { category: 'publisher', value: 'European Commission' },
    { category: 'type', value: 'sanctions' },
  ],
};

const REQUIRED_COLUMNS = [
  'fileGenerationDate',
  'Entity_LogicalId',
  'Entity_SubjectType',
  'Entity_SubjectType_ClassificationCode',
  'Entity_Regulation_Programme',
  'NameAlias_WholeName',
] as const;

/** "P"/"person" and "E"/"enterprise"; the two subject-type columns hold code and name. */
const SCHEMAS: Record<string, EntitySchema> = {
  p: 'INDIVIDUAL',
  person: 'INDIVIDUAL',
  e: 'ORGANISATION',
  enterprise: 'ORGANISATION',
};

const EU_MEASURES = ['asset freeze', 'prohibition to make funds and economic resources available'];

/** Registration dates of companies are only in the remark: "Date of registration: 15.2.2002". */
const REGISTRATION_DATE =
  /(?:date of registration|registration date|date of incorporation)\s*:?\s*([\d./-]+\d)/i;

function euProgram(cache: ProgramCache, row: EuRow): Program | undefined {
  const code = row.Entity_Regulation_Programme;
  if (!code) return undefined;
  return cache.get(`EU-${code}`, () => ({
    ...ISSUERS.eu,
    title: `EU restrictive measures: ${code}`,
    measures: EU_MEASURES,
    ...(row.Entity_Regulation_PublicationUrl && { url: row.Entity_Regulation_PublicationUrl }),
    ...(row.Entity_Regulation_NumberTitle && { summary: `Regulation ${row.Entity_Regulation_NumberTitle}` }),
  }));
}

function newEuEntity(row: EuRow): EntityDraft {
  const id = row.Entity_LogicalId ?? '';
  const schema =
    SCHEMAS[(row.Entity_SubjectType_ClassificationCode || row.Entity_SubjectType || '').toLowerCase()];
  if (!schema) throw new ListParseError(EU_FSF_DATASET.name, `entity ${id}: unknown subject type`);
  const entity = newEntityDraft({ sourceId: id, dataset: EU_FSF_DATASET.name, schema, name: '' });
  entity.topics.push(TOPICS.sanction);
  entity.listedOn = parseIsoDay(row.Entity_DesignationDate);
  for (const [column, label] of [
    ['Entity_EU_ReferenceNumber', 'EU reference number'],
    ['Entity_UnitedNationId', 'UN reference number'],
  ] as const) {
    if (row[column]) entity.identifiers.push({ type: 'other', value: row[column] ?? '', label });
  }
  for (const column of ['Entity_DesignationDetails', 'Entity_Remark'] as const) {
    const text = cleanText(row[column]);
    if (!text) continue;
    addNarrativeText(entity, text);
    const registered = parseDateText(REGISTRATION_DATE.exec(text)?.[1]);
    if (registered) entity.incorporationDates.push(registered);
  }
  return entity;
}

/** Every row adds its fragment and the regulation it was published in. */
function addRow(entity: EntityDraft, row: EuRow, programs: ProgramCache, ctx: EuFactContext): void {
  const program = euProgram(programs, row);
  if (program) entity.programs.push(program);
  for (const prefix of ['Entity', 'NameAlias', 'Address', 'BirthDate', 'Identification', 'Citizenship']) {
    const url = row[`${prefix}_Regulation_PublicationUrl`];
    if (url) entity.sourceUrls.push(url);
  }
  const name = cleanText(row.NameAlias_WholeName);
  if (!entity.name && name && isLatinScript(name)) entity.name = name;
  addNameAlias(entity, row);
  if (row.Address_City || row.Address_Street || row.Address_CountryIso2Code || row.Address_ContactInfo) {
    addAddress(entity, row, ctx);
  }
  if (row.BirthDate_BirthDate || row.BirthDate_Year || row.BirthDate_YearRangeFrom || row.BirthDate_City) {
    addBirthDate(entity, row, ctx);
  }
  addIdentification(entity, row, ctx);
  if (row.Citizenship_CountryIso2Code || row.Citizenship_CountryDescription) addCitizenship(entity, row, ctx);
}

/**
 * Parses the EU Financial Sanctions Files CSV ("csvFullSanctionsList_1_1": ";"-separated, one row per name,
 * address, birth date, document or citizenship of an entity, grouped by Entity_LogicalId).
 */
export function parseEuFsf(content: string | Buffer): ListParseResult {
  const ctx: EuFactContext = { unresolvedCountries: new Set() };
  const programs = new ProgramCache();
  const byId = new Map<string, EntityDraft>();
  let generated: string | undefined;
  const onRow = (row: EuRow): void => {
    const id = row.Entity_LogicalId;
    if (!id) return;
    generated ??= parseIsoDay(row.fileGenerationDate) ?? row.fileGenerationDate;
    let entity = byId.get(id);
    if (!entity) byId.set(id, (entity = newEuEntity(row)));
    addRow(entity, row, programs, ctx);
  };
  forEachCsvRecord(
    EU_FSF_DATASET.name,
    decodeListText(EU_FSF_DATASET.name, content),
    REQUIRED_COLUMNS,
    onRow,
    { delimiter: ';' },
  );
  const warnings: string[] = [];
  const entities = [...byId.values()].map((entity) => {
    // An entity named only in other scripts keeps the first of those as its name.
    if (!entity.name) entity.name = entity.originalScriptNames[0] ?? entity.aliases[0]?.name ?? '';
    if (!entity.name) warnings.push(`entity ${entity.sourceId} has no name`);
    return finaliseEntity(entity);
  });
  warnUnresolvedCountries(warnings, ctx.unresolvedCountries);
  const dataset = { ...EU_FSF_DATASET, ...(generated && { updatedAt: generated }) };
  return listParseResult(
    dataset,
    entities.filter((e) => e.name),
    warnings,
  );
}
