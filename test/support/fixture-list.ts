import type { Dataset, EntitySchema, ListParseResult } from '../../domain/sanctions/ingest';
import { finaliseEntity, newEntityDraft } from '../../domain/sanctions/ingest/entity-draft';
import { listParseResult } from '../../domain/sanctions/ingest/list-parse-result';

/** A made-up list of a few named entries, for tests that need a list without the cost of a real one. */
export function fixtureList(
  datasetName: string,
  entries: { name: string; schema?: EntitySchema }[],
): ListParseResult {
  const dataset: Dataset = {
    name: datasetName,
    title: `Fixture list ${datasetName}`,
    summary: 'Invented entries for tests; not a real designation.',
    url: 'https://example.org/fixture-list',
    tags: [{ category: 'type', value: 'sanctions' }],
  };
  const entities = entries.map((entry, index) =>
    finaliseEntity(
      newEntityDraft({
        sourceId: `${datasetName}-${index + 1}`,
        dataset: datasetName,
        schema: entry.schema ?? 'INDIVIDUAL',
        name: entry.name,
      }),
    ),
  );
  return listParseResult(dataset, entities, []);
}
