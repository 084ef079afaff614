import type { ListedEntity } from '../../../domain/sanctions/ingest';

/** A list entry with every field empty but those given, for tests that need a handful of entities. */
export function listedEntity(
  fields: Partial<ListedEntity> & Pick<ListedEntity, 'name' | 'schema'>,
): ListedEntity {
  return {
    sourceId: fields.name,
    dataset: 'test_list',
    schemaInferred: false,
    aliases: [],
    previousNames: [],
    originalScriptNames: [],
    titles: [],
    birthDates: [],
    deathDates: [],
    incorporationDates: [],
    nationalities: [],
    countries: [],
    placesOfBirth: [],
    addresses: [],
    positions: [],
    politicalAffiliations: [],
    identifiers: [],
    programs: [],
    topics: [],
    linkedTo: [],
    callSigns: [],
    flags: [],
    pastFlags: [],
    vesselTypes: [],
    vesselOwners: [],
    imoNumbers: [],
    mmsis: [],
    sourceUrls: [],
    websites: [],
    notes: [],
    ...fields,
  };
}
