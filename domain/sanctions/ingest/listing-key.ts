import { BIS_DENIED_PERSONS_DATASET } from './bis-denied-persons.parser';
import { deniedPersonSlug } from './denial-order-key';
import type { ListedEntity } from './listed-entity';
import { OFAC_SDN_DATASET } from './ofac-sdn.parser';

/**
 * Parts of the Consolidated Screening List that copy a list we also load from its issuer: the same listing
 * must not come back twice. Each maps an entry to the key of the listing it copies (or is).
 */
const LISTING_KEYS: Readonly<Record<string, (entity: ListedEntity) => string>> = {
  // The CSL's SDN rows carry OFAC's ent_num as their id.
  us_csl_sdn: (entity) => `${OFAC_SDN_DATASET.name}:${entity.sourceId}`,
  // Denial orders have no ids, and renewals give a temporary order a new effective day: the person's name
  // is what stays.
  us_csl_denied_persons: (entity) => `${BIS_DENIED_PERSONS_DATASET.name}:${deniedPersonSlug(entity.name)}`,
  us_bis_denied: (entity) => `${BIS_DENIED_PERSONS_DATASET.name}:${deniedPersonSlug(entity.name)}`,
};

const MIRROR_DATASETS: ReadonlySet<string> = new Set(['us_csl_sdn', 'us_csl_denied_persons']);

/** True for a dataset that copies another dataset's listings. */
export function isMirrorDataset(dataset: string): boolean {
  return MIRROR_DATASETS.has(dataset);
}

/**
 * One listing, whichever dataset it came through: "dataset:id" of the issuer's own list. Screening shows a
 * listing once, and monitoring compares executions by this key.
 */
export function listingKeyOf(entity: ListedEntity): string {
  return LISTING_KEYS[entity.dataset]?.(entity) ?? `${entity.dataset}:${entity.sourceId}`;
}
