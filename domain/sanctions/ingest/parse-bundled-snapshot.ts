import type { ListParseResult } from './list-parse-result';
import type { ListedEntity } from './listed-entity';
import { LIST_SOURCES, type ListFileContents, type ListSource } from './list-sources';
import { readBundledSnapshot } from './read-bundled-snapshot';

/** True when data/sanctions/ bundles every required file of the list (EU and UK have no snapshot). */
export function hasBundledSnapshot(source: ListSource): boolean {
  return source.files.every((file) => !file.required || file.bundledSnapshot !== undefined);
}

/** Parses the snapshot a fresh clone ships with, for a first load before any download succeeded. */
export function parseBundledSnapshot(source: ListSource): ListParseResult {
  const contents: Record<string, Buffer> = {};
  for (const file of source.files) {
    if (file.bundledSnapshot) contents[file.fileName] = readBundledSnapshot(file.bundledSnapshot);
  }
  return source.parse(contents satisfies ListFileContents);
}

/**
 * The entities of every list with a bundled snapshot (OFAC SDN, UN, US CSL, BIS DPL, US Congress PEPs):
 * what a fresh service screens against, for tests and benchmarks of the matcher.
 */
export function parseBundledListedEntities(): ListedEntity[] {
  return LIST_SOURCES.filter(hasBundledSnapshot).flatMap((source) => parseBundledSnapshot(source).entities);
}
