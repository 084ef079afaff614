import type { ListedEntity } from '../ingest/listed-entity';
import { entityIdentifiers, identifierKey, identifierValues, namespaceOf } from './identifier-keys';
import type { FeatureEvidence } from './screening-match';
import type { QueryIdentifier } from './screening-query';

/** A matching document number that is not a passport or national id still says much, but does not decide. */
const OTHER_DOCUMENT_POINTS = 20;
const MMSI_POINTS = 25;
/** A vessel's IMO number never changes: another one is another vessel. */
const IMO_CONFLICT_POINTS = -40;
/** MMSIs change with the flag. */
const MMSI_CONFLICT_POINTS = -10;

/**
 * The query's identifiers against the entry's. The same IMO number, or the same passport or national id
 * number, decides the match whatever the names say; a different IMO number all but rules it out.
 */
export function identifierEvidence(
  identifiers: readonly QueryIdentifier[],
  entity: ListedEntity,
): FeatureEvidence[] {
  if (identifiers.length === 0) return [];
  const listed = entityIdentifiers(entity);
  return identifiers.flatMap(({ type, value }): FeatureEvidence[] => {
    const namespace = namespaceOf(type);
    if (namespace === undefined) return [];
    const keys = identifierValues(namespace, value).map((normalised) => identifierKey(namespace, normalised));
    const hit = listed.find((identifier) => keys.includes(identifier.key));
    if (hit) {
      const detail = `query ${type} ${value} = listed ${hit.type} ${hit.value}`;
      if (namespace === 'imo' || type === 'passport' || type === 'national_id') {
        return [{ feature: 'identifier', outcome: 'decisive', detail, effect: 0 }];
      }
      return [
        {
          feature: 'identifier',
          outcome: 'agree',
          detail,
          effect: namespace === 'mmsi' ? MMSI_POINTS : OTHER_DOCUMENT_POINTS,
        },
      ];
    }
    const rival = listed.find((identifier) => identifier.key.startsWith(`${namespace}:`));
    if (rival && namespace !== 'document') {
      const effect = namespace === 'imo' ? IMO_CONFLICT_POINTS : MMSI_CONFLICT_POINTS;
      return [
        {
          feature: 'identifier',
          outcome: 'conflict',
          detail: `query ${type} ${value} vs listed ${rival.value}`,
          effect,
        },
      ];
    }
    return [];
  });
}
