import type { ListedEntity } from '../../../domain/sanctions/ingest';
import { newEntityDraft } from '../../../domain/sanctions/ingest/entity-draft';

/** A list entry with every field empty but those given, for tests that need a handful of entities. */
export function listedEntity(
  fields: Partial<ListedEntity> & Pick<ListedEntity, 'name' | 'schema'>,
): ListedEntity {
  const empty = newEntityDraft({
    sourceId: fields.name,
    dataset: 'test_list',
    schema: fields.schema,
    name: fields.name,
  });
  return { ...empty, ...fields };
}
