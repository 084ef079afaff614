import type { ListedEntity } from '../ingest/listed-entity';
import { joinedSegments } from './name-segments';
import { type NameKind, normaliseName } from './normalise-name';
import { listedNamesOf, NAME_SOURCES } from './listed-names';
import type { VocabularyBuilder } from './vocabulary';
import { runSteps } from './steps';

/**
 * Every name of every entity, normalised once when the lists are loaded, in flat typed arrays: name i's
 * parts are tokenIds[tokenStart[i] .. tokenStart[i+1]), its glued parts joinedIds[joinedStart[i] ..] with
 * their spans in joinedSpans (start, end pairs); entity e's names are entityNameStart[e] .. [e+1].
 */
export interface NameTable {
  readonly count: number;
  readonly entity: Uint32Array;
  /** Index into NAME_SOURCES. */
  readonly source: Uint8Array;
  /** The name as the list writes it (the same string object as in the entity). */
  readonly text: readonly string[];
  readonly legalForm: Uint8Array;
  /** The countries each name's legal forms tie it to (see legalFormCountries), mostly none. */
  readonly legalFormCountries: readonly (readonly string[])[];
  readonly tokenStart: Uint32Array;
  readonly tokenIds: Uint32Array;
  readonly tokenRoles: Uint8Array;
  readonly joinedStart: Uint32Array;
  readonly joinedIds: Uint32Array;
  readonly joinedSpans: Uint8Array;
  readonly entityNameStart: Uint32Array;
}

export function nameKindOf(entity: ListedEntity): NameKind {
  if (entity.schemaInferred) return 'unknown';
  return entity.schema === 'INDIVIDUAL' ? 'person' : 'organisation';
}

/** Names longer than this are descriptions, not names; their first parts are what a query could match. */
const MAX_NAME_PARTS = 24;

/** Entities normalised between two pauses of a stepwise build (see matchIndexSteps). */
const ENTITIES_PER_STEP = 500;

export function buildNameTable(entities: readonly ListedEntity[], vocabulary: VocabularyBuilder): NameTable {
  return runSteps(nameTableSteps(entities, vocabulary));
}

/** Builds the table, pausing (`yield`) after every few hundred entities; the table is the return value. */
export function* nameTableSteps(
  entities: readonly ListedEntity[],
  vocabulary: VocabularyBuilder,
): Generator<void, NameTable> {
  const text: string[] = [];
  const formCountries: (readonly string[])[] = [];
  const [entity, source, legalForm, tokenIds, tokenRoles]: number[][] = [[], [], [], [], []];
  const [joinedIds, joinedSpans]: number[][] = [[], []];
  const [tokenStart, joinedStart, entityNameStart]: number[][] = [[0], [0], [0]];
  for (let entityIndex = 0; entityIndex < entities.length; entityIndex++) {
    if (entityIndex > 0 && entityIndex % ENTITIES_PER_STEP === 0) yield;
    const listed = entities[entityIndex];
    const kind = nameKindOf(listed);
    const seen = new Set<string>();
    for (const name of listedNamesOf(listed)) {
      const normalised = normaliseName(name.text, kind);
      const tokens = normalised.tokens.slice(0, MAX_NAME_PARTS);
      const signature = tokens.map((token) => token.text).join(' ');
      if (tokens.length === 0 || seen.has(signature)) continue;
      seen.add(signature);
      entity.push(entityIndex);
      source.push(NAME_SOURCES.indexOf(name.source));
      text.push(name.text);
      legalForm.push(normalised.legalForm ? 1 : 0);
      formCountries.push(normalised.legalFormCountries);
      for (const token of tokens) tokenIds.push(vocabulary.intern(token));
      tokenRoles.push(...normalised.roles.slice(0, MAX_NAME_PARTS));
      tokenStart.push(tokenIds.length);
      for (const segment of joinedSegments(tokens, normalised.roles)) {
        joinedIds.push(vocabulary.intern(segment.token));
        joinedSpans.push(segment.start, segment.end);
      }
      joinedStart.push(joinedIds.length);
    }
    entityNameStart.push(text.length);
  }
  return {
    count: text.length,
    entity: Uint32Array.from(entity),
    source: Uint8Array.from(source),
    text,
    legalForm: Uint8Array.from(legalForm),
    legalFormCountries: formCountries,
    tokenStart: Uint32Array.from(tokenStart),
    tokenIds: Uint32Array.from(tokenIds),
    tokenRoles: Uint8Array.from(tokenRoles),
    joinedStart: Uint32Array.from(joinedStart),
    joinedIds: Uint32Array.from(joinedIds),
    joinedSpans: Uint8Array.from(joinedSpans),
    entityNameStart: Uint32Array.from(entityNameStart),
  };
}
