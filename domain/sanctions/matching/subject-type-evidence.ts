import type { EntitySchema, ListedEntity } from '../ingest/listed-entity';
import type { FeatureEvidence } from './screening-match';

/** Points lost when the query's type and the entry's differ, by the pair of types. */
function conflictPoints(a: EntitySchema, b: EntitySchema): number {
  if (a === 'INDIVIDUAL' || b === 'INDIVIDUAL') return -25;
  if (a === 'ORGANISATION' || b === 'ORGANISATION') return -10; // ships and planes carry their owners' names
  return -15;
}

/**
 * The query's subject type against the entry's. A type the list left out and the parser guessed from the
 * name counts half, unless the matched name carries a legal form, which settles it as an organisation.
 */
export function subjectTypeEvidence(
  queryType: EntitySchema,
  entity: ListedEntity,
  listedLegalForm: boolean,
): FeatureEvidence {
  const settled = entity.schemaInferred && listedLegalForm;
  const schema = settled ? 'ORGANISATION' : entity.schema;
  const guessed = entity.schemaInferred && !settled;
  const detail = `query ${queryType} vs listed ${schema}${guessed ? ' (guessed by the list parser)' : settled ? ' (legal form)' : ''}`;
  if (schema === queryType) return { feature: 'subject_type', outcome: 'agree', detail, effect: 0 };
  const points = conflictPoints(queryType, schema);
  return {
    feature: 'subject_type',
    outcome: 'conflict',
    detail,
    effect: guessed ? Math.round(points / 2) : points,
  };
}
