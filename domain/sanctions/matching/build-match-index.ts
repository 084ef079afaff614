import type { ListedEntity } from '../ingest/listed-entity';
import { entityIdentifiers } from './identifier-keys';
import type { MatchIndex } from './match-index';
import { nameTableSteps, type NameTable } from './name-table';
import { IdPostings, KeyPostings, PostingsCollector } from './postings';
import { runSteps, runStepsYielding } from './steps';
import { rarityWeight } from './token-weight';
import { VocabularyBuilder } from './vocabulary';

/** Vocabulary id → names containing it, and how many distinct entities do. */
function tokenPostings(
  names: NameTable,
  vocabularySize: number,
): { postings: IdPostings; entityCounts: Uint32Array } {
  const lists: number[][] = Array.from({ length: vocabularySize }, () => []);
  const entityCounts = new Uint32Array(vocabularySize);
  const lastEntity = new Int32Array(vocabularySize).fill(-1);
  const add = (id: number, name: number) => {
    const list = lists[id];
    if (list[list.length - 1] !== name) list.push(name);
    if (lastEntity[id] !== names.entity[name]) {
      lastEntity[id] = names.entity[name];
      entityCounts[id] += 1;
    }
  };
  for (let name = 0; name < names.count; name++) {
    for (let t = names.tokenStart[name]; t < names.tokenStart[name + 1]; t++) add(names.tokenIds[t], name);
    for (let j = names.joinedStart[name]; j < names.joinedStart[name + 1]; j++) add(names.joinedIds[j], name);
  }
  return { postings: IdPostings.build(lists), entityCounts };
}

function identifierPostings(entities: readonly ListedEntity[]): KeyPostings {
  const collector = new PostingsCollector();
  entities.forEach((entity, index) => {
    for (const { key } of entityIdentifiers(entity)) collector.add(key, index);
  });
  return KeyPostings.build(collector.lists);
}

/**
 * Prepares entities for screening: every name normalised and split into parts once, a vocabulary of the
 * distinct parts with phonetic-key and trigram lookups, postings from parts to names, part weights by
 * rarity and identifier lookups. Call it again when the lists are refreshed; the result is never changed.
 */
export function buildMatchIndex(entities: readonly ListedEntity[]): MatchIndex {
  return runSteps(matchIndexSteps(entities));
}

/**
 * The same build in steps, pausing between them: a service rebuilding its index after a list refresh
 * keeps answering with the old one meanwhile instead of stopping for the whole build.
 */
export function buildMatchIndexYielding(entities: readonly ListedEntity[]): Promise<MatchIndex> {
  return runStepsYielding(matchIndexSteps(entities));
}

function* matchIndexSteps(entities: readonly ListedEntity[]): Generator<void, MatchIndex> {
  const started = performance.now();
  const vocabularyBuilder = new VocabularyBuilder();
  const names = yield* nameTableSteps(entities, vocabularyBuilder);
  yield;
  const vocabulary = vocabularyBuilder.build();
  yield;
  const { postings, entityCounts } = tokenPostings(names, vocabulary.tokens.length);
  yield;
  const tokenWeights = Float32Array.from(entityCounts, (count) => rarityWeight(count, entities.length));
  const datasetIds = new Map<string, number>();
  const entityDataset = Uint16Array.from(entities, (entity) => {
    if (!datasetIds.has(entity.dataset)) datasetIds.set(entity.dataset, datasetIds.size);
    return datasetIds.get(entity.dataset) ?? 0;
  });
  return Object.freeze({
    entities,
    names,
    vocabulary,
    namesByToken: postings,
    tokenWeights,
    entitiesByIdentifier: identifierPostings(entities),
    datasetIds,
    entityDataset,
    stats: {
      entities: entities.length,
      names: names.count,
      vocabulary: vocabulary.tokens.length,
      buildMilliseconds: Math.round(performance.now() - started),
    },
  });
}
