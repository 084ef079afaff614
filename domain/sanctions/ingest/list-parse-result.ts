import { ListParseError } from './list-parse.error';
import type { Dataset, EntitySchema, ListedEntity } from './listed-entity';

export interface EntityCounts {
  total: number;
  bySchema: Record<EntitySchema, number>;
  /** Entities per dataset; several only for files that bundle lists (the US CSL). */
  byDataset: Record<string, number>;
}

export interface ListParseResult {
  /** The dataset of the file as a whole. */
  dataset: Dataset;
  /** The lists a bundling file carries, each the `dataset` of its entities; empty for one-list files. */
  childDatasets: Dataset[];
  entities: ListedEntity[];
  /** Facts that could not be read (unknown country names, undated DOB text …); the entities still load. */
  warnings: string[];
  counts: EntityCounts;
}

export function countEntities(entities: readonly ListedEntity[]): EntityCounts {
  const bySchema: Record<EntitySchema, number> = { INDIVIDUAL: 0, ORGANISATION: 0, VESSEL: 0, AIRCRAFT: 0 };
  const byDataset: Record<string, number> = {};
  for (const entity of entities) {
    bySchema[entity.schema] += 1;
    byDataset[entity.dataset] = (byDataset[entity.dataset] ?? 0) + 1;
  }
  return { total: entities.length, bySchema, byDataset };
}

/** Assembles a result; a file that yields no entity at all is never a valid list. */
export function listParseResult(
  dataset: Dataset,
  entities: ListedEntity[],
  warnings: string[],
  childDatasets: Dataset[] = [],
): ListParseResult {
  if (entities.length === 0) throw new ListParseError(dataset.name, 'the file lists no entities');
  return { dataset, childDatasets, entities, warnings, counts: countEntities(entities) };
}

/**
 * True when a refreshed list holds markedly fewer entities than the version before it, as a truncated
 * download or a changed format would. Lists shrink by delistings, but never by a fifth at once.
 */
export function isSuspiciousShrink(
  previous: EntityCounts,
  current: EntityCounts,
  maxDropRatio = 0.2,
): boolean {
  if (previous.total === 0) return false;
  return current.total < previous.total * (1 - maxDropRatio);
}

/** Collects a warning per distinct problem: real lists repeat the same odd value hundreds of times. */
export function warnUnresolvedCountries(warnings: string[], unresolved: ReadonlySet<string>): void {
  if (unresolved.size > 0) {
    warnings.push(`country names without an ISO code: ${[...unresolved].sort().join('; ')}`);
  }
}
