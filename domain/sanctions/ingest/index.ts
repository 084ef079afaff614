/** Ingestion of sanctions, PEP and watchlist files into ListedEntity records (no storage, no matching). */
export type {
  Alias,
  AliasQuality,
  Dataset,
  DatasetTag,
  EntitySchema,
  Gender,
  Identifier,
  IdentifierType,
  Issuer,
  ListedEntity,
  PostalAddress,
  Program,
  Topic,
  TopicId,
} from './listed-entity';
export { type IsoDatePrefix, type PartialDate, formatPartialDate, partialDateBounds } from './partial-date';
export { countryCode } from './country-codes';
export { ListParseError } from './list-parse.error';
export { type EntityCounts, type ListParseResult, isSuspiciousShrink } from './list-parse-result';
export { parseOfacSdn, type OfacSdnFiles, OFAC_SDN_DATASET } from './ofac-sdn.parser';
export { parseUnConsolidated, UN_SC_DATASET } from './un-consolidated.parser';
export { parseUsConsolidated } from './us-consolidated.parser';
export { CSL_SOURCES, US_CSL_DATASET } from './csl-sources';
export { parseBisDeniedPersons, BIS_DENIED_PERSONS_DATASET } from './bis-denied-persons.parser';
export { parseSenzingPep, US_CONGRESS_DATASET } from './senzing-pep.parser';
export { parseEuFsf, EU_FSF_DATASET } from './eu-fsf.parser';
export { parseUkOfsi, UK_OFSI_DATASET } from './uk-ofsi.parser';
export { LIST_SOURCES, type ListFile, type ListFileContents, type ListSource } from './list-sources';
export { readBundledSnapshot } from './read-bundled-snapshot';
export { isMirrorDataset, listingKeyOf } from './listing-key';
export {
  hasBundledSnapshot,
  parseBundledListedEntities,
  parseBundledSnapshot,
} from './parse-bundled-snapshot';
