import type { ListedEntity } from '../../../domain/sanctions/ingest';

/** The entity with a source id, failing the test with a clear message when the list lacks it. */
export function findEntity(
  entities: readonly ListedEntity[],
  sourceId: string,
  dataset?: string,
): ListedEntity {
  const entity = entities.find(
    (e) => e.sourceId === sourceId && (dataset === undefined || e.dataset === dataset),
  );
  if (!entity) throw new Error(`no entity ${sourceId}${dataset ? ` in ${dataset}` : ''}`);
  return entity;
}
