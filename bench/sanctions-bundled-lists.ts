import fs from 'node:fs';
import path from 'node:path';
import {
  hasBundledSnapshot,
  LIST_SOURCES,
  type ListedEntity,
  parseBundledSnapshot,
} from '../domain/sanctions/ingest';

/** The repository root whether run from sources (ts-jest) or from dist/bench. */
export function repositoryRoot(): string {
  for (let dir = __dirname; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
  }
  throw new Error(`no package.json above ${__dirname}`);
}

/**
 * Every list with a snapshot bundled under data/sanctions/ (OFAC SDN, UN, US CSL, BIS DPL, US Congress
 * PEPs), parsed by the registry's parsers: the entity set screening runs against in tests and benchmarks.
 */
export function loadBundledListedEntities(): ListedEntity[] {
  return LIST_SOURCES.filter(hasBundledSnapshot).flatMap((source) => parseBundledSnapshot(source).entities);
}
