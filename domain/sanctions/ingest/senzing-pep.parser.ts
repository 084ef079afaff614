import { z } from 'zod';
import { countryCode } from './country-codes';
import { parseDateText } from './date-text';
import { decodeListText } from './decode-text';
import { finaliseEntity, newEntityDraft, type EntityDraft } from './entity-draft';
import { ListParseError } from './list-parse.error';
import { listParseResult, type ListParseResult, warnUnresolvedCountries } from './list-parse-result';
import type { Dataset, EntitySchema, IdentifierType, TopicId, ListedEntity } from './listed-entity';
import { TOPICS } from './topics';

export const US_CONGRESS_DATASET: Dataset = {
  name: 'us_congress',
  title: 'US Members of Congress',
  summary:
    'Current and former members of the US Senate and House of Representatives, as politically exposed persons.',
  url: 'https://www.opensanctions.org/datasets/us_congress/',
  tags: [
    { category: 'issuer', value: 'US' },
    { category: 'publisher', value: 'OpenSanctions' },
    { category: 'type', value: 'pep' },
  ],
};

const attributes = z.array(z.record(z.string(), z.string())).optional().default([]);

/** The Senzing entity specification as OpenSanctions exports it; sections a record lacks are empty. */
const senzingRecord = z.object({
  RECORD_ID: z.string().min(1),
  RECORD_TYPE: z.string().nullish(),
  LAST_CHANGE: z.string().nullish(),
  GENDER: z.string().nullish(),
  URL: z.string().nullish(),
  NAMES: attributes,
  RISKS: attributes,
  DATES: attributes,
  COUNTRIES: attributes,
  ADDRESSES: attributes,
  CONTACTS: attributes,
  IDENTIFIERS: attributes,
  SOURCE_LINKS: attributes,
  RELATIONSHIPS: attributes,
});
type SenzingRecord = z.infer<typeof senzingRecord>;

const SCHEMAS: Record<string, EntitySchema> = {
  PERSON: 'INDIVIDUAL',
  ORGANIZATION: 'ORGANISATION',
  VESSEL: 'VESSEL',
  AIRCRAFT: 'AIRCRAFT',
};

const IDENTIFIER_TYPES: Record<string, IdentifierType> = {
  PASSPORT_NUMBER: 'passport',
  NATIONAL_ID_NUMBER: 'national_id',
  SSN_NUMBER: 'national_id',
  TAX_ID_NUMBER: 'tax_id',
  LEI_NUMBER: 'registration',
  DUNS_NUMBER: 'registration',
  IMO_NUMBER: 'imo',
  MMSI_NUMBER: 'mmsi',
};

function readRecords(text: string, dataset: string): SenzingRecord[] {
  return text.split('\n').flatMap((line, i) => {
    if (!line.trim()) return [];
    try {
      return [senzingRecord.parse(JSON.parse(line))];
    } catch (error) {
      throw new ListParseError(
        dataset,
        `line ${i + 1} is no Senzing record: ${(error as Error).message}`,
        error,
      );
    }
  });
}

function addDates(entity: EntityDraft, record: SenzingRecord): void {
  for (const date of record.DATES) {
    const birth = parseDateText(date.DATE_OF_BIRTH);
    const death = parseDateText(date.DATE_OF_DEATH);
    const registration = parseDateText(date.REGISTRATION_DATE);
    if (birth) entity.birthDates.push(birth);
    if (death) entity.deathDates.push(death);
    if (registration) entity.incorporationDates.push(registration);
  }
}

function addIdentifiers(entity: EntityDraft, record: SenzingRecord): void {
  for (const id of record.IDENTIFIERS) {
    for (const [key, type] of Object.entries(IDENTIFIER_TYPES)) {
      if (!id[key]) continue;
      const country = countryCode(id[key.replace('_NUMBER', '_COUNTRY')]);
      entity.identifiers.push({
        type,
        value: id[key],
        label: id[key.replace('_NUMBER', '_TYPE')] ?? key,
        ...(country && { country }),
      });
      if (type === 'imo' && entity.schema === 'VESSEL') entity.imoNumbers.push(id[key]);
      if (type === 'mmsi') entity.mmsis.push(id[key]);
    }
    if (id.CALL_SIGN) entity.callSigns.push(id.CALL_SIGN);
    const other = id.TRUSTED_ID_NUMBER ?? id.OTHER_ID_NUMBER;
    const label = id.TRUSTED_ID_TYPE ?? id.OTHER_ID_TYPE;
    if (other && label && other !== record.RECORD_ID)
      entity.identifiers.push({ type: 'other', value: other, label });
  }
}

function senzingEntity(
  record: SenzingRecord,
  schema: EntitySchema,
  dataset: string,
  anchors: Map<string, string>,
  unresolved: Set<string>,
): ListedEntity {
  const names = record.NAMES.map((n) => ({ type: n.NAME_TYPE, name: n.NAME_FULL ?? n.NAME_ORG ?? '' }));
  const primary = names.find((n) => n.type === 'PRIMARY')?.name ?? names[0]?.name;
  if (!primary) throw new ListParseError(dataset, `record ${record.RECORD_ID} has no name`);
  const entity = newEntityDraft({ sourceId: record.RECORD_ID, dataset, schema, name: primary });
  for (const { name } of names) entity.aliases.push({ name, quality: 'unspecified' });
  for (const { TOPIC } of record.RISKS) if (TOPIC in TOPICS) entity.topics.push(TOPICS[TOPIC as TopicId]);
  if (record.GENDER === 'M' || record.GENDER === 'F')
    entity.gender = record.GENDER === 'M' ? 'male' : 'female';
  addDates(entity, record);
  for (const country of record.COUNTRIES) {
    for (const [kind, name] of Object.entries(country)) {
      const code = countryCode(name);
      if (!code) unresolved.add(name);
      else if (kind === 'NATIONALITY' || kind === 'CITIZENSHIP') entity.nationalities.push(code);
      else entity.countries.push(code);
    }
  }
  for (const address of record.ADDRESSES) {
    if (address.ADDR_FULL) entity.addresses.push({ full: address.ADDR_FULL });
    if (address.PLACE_OF_BIRTH) entity.placesOfBirth.push(address.PLACE_OF_BIRTH);
  }
  for (const contact of record.CONTACTS) {
    if (contact.WEBSITE_ADDRESS) entity.websites.push(contact.WEBSITE_ADDRESS);
    if (contact.EMAIL_ADDRESS) entity.identifiers.push({ type: 'email', value: contact.EMAIL_ADDRESS });
    if (contact.PHONE_NUMBER) entity.notes.push(`Phone: ${contact.PHONE_NUMBER}`);
  }
  addIdentifiers(entity, record);
  // An "Occupancy" points at the Position record naming the office held.
  for (const rel of record.RELATIONSHIPS) {
    const target = rel.REL_POINTER_KEY && anchors.get(rel.REL_POINTER_KEY);
    if (target && rel.REL_POINTER_ROLE === 'Occupancy') entity.positions.push(target);
    else if (target) entity.linkedTo.push(target);
  }
  entity.sourceUrls.push(...[record.URL ?? '', ...record.SOURCE_LINKS.map((l) => l.SOURCE_URL ?? '')]);
  entity.lastChangedOn = record.LAST_CHANGE?.slice(0, 10);
  return finaliseEntity(entity);
}

/**
 * Parses a Senzing JSON-lines export of OpenSanctions (here the US Congress PEP list). Records without an
 * entity type are the positions and groups that persons' relationships point at.
 */
export function parseSenzingPep(
  content: string | Buffer,
  dataset: Dataset = US_CONGRESS_DATASET,
): ListParseResult {
  const records = readRecords(decodeListText(dataset.name, content), dataset.name);
  const anchors = new Map<string, string>();
  for (const record of records) {
    if (!record.RECORD_TYPE || !SCHEMAS[record.RECORD_TYPE]) {
      const name = record.NAMES.find((n) => n.NAME_TYPE === 'PRIMARY')?.NAME_FULL;
      if (name) anchors.set(record.RECORD_ID, name);
    }
  }
  const unresolved = new Set<string>();
  const entities = records
    .filter((record) => record.RECORD_TYPE && SCHEMAS[record.RECORD_TYPE])
    .map((record) =>
      senzingEntity(record, SCHEMAS[record.RECORD_TYPE ?? ''], dataset.name, anchors, unresolved),
    );
  const warnings: string[] = [];
  warnUnresolvedCountries(warnings, unresolved);
  const updatedAt = records
    .map((r) => r.LAST_CHANGE ?? '')
    .sort()
    .at(-1);
  return listParseResult({ ...dataset, ...(updatedAt && { updatedAt }) }, entities, warnings);
}
