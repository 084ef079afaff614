import type { Alias, AliasQuality, EntitySchema, ListedEntity } from './listed-entity';

/** A ListedEntity while a parser fills it: the same fields, with lists it can push to. */
export type EntityDraft = {
  [K in keyof ListedEntity]: ListedEntity[K] extends readonly (infer T)[] ? T[] : ListedEntity[K];
};

export interface EntityHead {
  sourceId: string;
  dataset: string;
  schema: EntitySchema;
  name: string;
  schemaInferred?: boolean;
}

/** An entity with every list field empty, for a parser to fill and then hand to finaliseEntity. */
export function newEntityDraft(head: EntityHead): EntityDraft {
  return {
    sourceId: head.sourceId,
    dataset: head.dataset,
    schema: head.schema,
    schemaInferred: head.schemaInferred ?? false,
    name: head.name,
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
    descriptions: [],
    educations: [],
    religions: [],
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
  };
}

const UNTIDY_SPACE = /\s{2}|[^\S ]/;

/** Trims and collapses inner whitespace; lists pad cells and wrap lines inside values. */
export function cleanText(value: string | undefined | null): string {
  const text = value ?? '';
  // Most cells are tidy: skip the regex replace, the costliest step of parsing a list.
  return UNTIDY_SPACE.test(text) ? text.replace(/\s+/g, ' ').trim() : text.trim();
}

function uniqueStrings(values: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of values) {
    const value = cleanText(raw);
    if (value && !seen.has(value)) {
      seen.add(value);
      out.push(value);
    }
  }
  return out;
}

function uniqueBy<T>(values: T[], key: (value: T) => string): T[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const k = key(value);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

const QUALITY_RANK: Record<AliasQuality, number> = { strong: 0, unspecified: 1, weak: 2 };

/** One alias per spelling, the best-vouched one kept; none equal to the name or a previous name. */
function uniqueAliases(entity: EntityDraft): Alias[] {
  const taken = new Set([entity.name, ...entity.previousNames].map((n) => n.toLowerCase()));
  const best = new Map<string, Alias>();
  for (const alias of entity.aliases) {
    const name = cleanText(alias.name);
    const key = name.toLowerCase();
    if (!name || taken.has(key)) continue;
    const current = best.get(key);
    if (!current || QUALITY_RANK[alias.quality] < QUALITY_RANK[current.quality]) {
      best.set(key, { ...alias, name });
    }
  }
  return [...best.values()];
}

/**
 * Adds the facts of a second record of the same entity (lists repeat rows) to the first; the first
 * record's single-valued facts win.
 */
export function mergeEntityInto(target: EntityDraft, other: EntityDraft): void {
  const into = target as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(other)) {
    const current = into[key];
    if (Array.isArray(current) && Array.isArray(value)) current.push(...value);
    else if (current === undefined) into[key] = value;
  }
}

/** Shared by every finished entity's empty lists; frozen, so a stray push fails loudly instead of leaking. */
const NO_VALUES: readonly never[] = Object.freeze([]);

/**
 * Removes blanks and duplicates that arise when facts arrive from several columns or rows, and compacts
 * the lists: an entity has some thirty, most of them empty.
 */
export function finaliseEntity(entity: EntityDraft): ListedEntity {
  entity.name = cleanText(entity.name);
  entity.previousNames = uniqueStrings(entity.previousNames).filter((n) => n !== entity.name);
  entity.aliases = uniqueAliases(entity);
  for (const key of [
    'originalScriptNames',
    'titles',
    'nationalities',
    'countries',
    'placesOfBirth',
    'positions',
    'politicalAffiliations',
    'descriptions',
    'educations',
    'religions',
    'linkedTo',
    'callSigns',
    'flags',
    'pastFlags',
    'vesselTypes',
    'vesselOwners',
    'imoNumbers',
    'mmsis',
    'sourceUrls',
    'websites',
    'notes',
  ] as const) {
    entity[key] = uniqueStrings(entity[key]);
  }
  entity.birthDates = uniqueBy(entity.birthDates, (d) => JSON.stringify(d));
  entity.deathDates = uniqueBy(entity.deathDates, (d) => JSON.stringify(d));
  entity.incorporationDates = uniqueBy(entity.incorporationDates, (d) => JSON.stringify(d));
  entity.addresses = uniqueBy(
    entity.addresses.filter((a) => a.full),
    (a) => a.full.toLowerCase(),
  );
  entity.identifiers = uniqueBy(
    entity.identifiers.filter((i) => i.value),
    (i) => `${i.type}|${i.value}|${i.country ?? ''}`,
  );
  entity.programs = uniqueBy(entity.programs, (p) => p.programId);
  entity.topics = uniqueBy(entity.topics, (t) => t.topicId);
  // Lists repeat a person's position in their remarks.
  entity.notes = entity.notes.filter((note) => !entity.positions.includes(note));
  const fields = entity as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) fields[key] = value.length === 0 ? NO_VALUES : value.slice();
  }
  return entity;
}
