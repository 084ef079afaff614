import type { PartialDate } from './partial-date';

/**
 * The normalised record model every list parser produces: one listed person, organisation, vessel or
 * aircraft of one dataset, carrying every fact of the contract's sanctions Result that the list states.
 * Country fields hold ISO 3166-1 alpha-2 codes; dates carry their precision (see PartialDate).
 */

export type EntitySchema = 'INDIVIDUAL' | 'ORGANISATION' | 'VESSEL' | 'AIRCRAFT';

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/**
 * How much a list vouches for an alias: UN QUALITY Good / Low, UK "Good quality" / "Low quality",
 * OFAC's alias file (strong) vs the quoted "a.k.a. '…'" in its remarks (weak). Weak aliases are
 * nicknames and short forms that match many people.
 */
export type AliasQuality = 'strong' | 'weak' | 'unspecified';

export interface Alias {
  name: string;
  quality: AliasQuality;
  /** The list's own remark on the alias, e.g. UN "DPOB: 1970, Baghdad, Iraq". */
  note?: string;
}

export type IdentifierType =
  | 'passport'
  | 'national_id'
  | 'imo'
  | 'mmsi'
  | 'tax_id'
  | 'registration'
  | 'swift_bic'
  | 'email'
  | 'digital_currency'
  | 'other';

export interface Identifier {
  type: IdentifierType;
  value: string;
  /** Issuing country, ISO alpha-2. */
  country?: string;
  /** The list's own name of the document ("Cedula No.", "Digital Currency Address - XBT"). */
  label?: string;
  issuedOn?: string;
  expiresOn?: string;
  note?: string;
}

/** The authority behind a program, flattened as in the contract's program fields. */
export interface Issuer {
  issuerAcronym: string;
  issuerName: string;
  issuerOrganisation: string;
  /** ISO alpha-2 code, or 'EU' / 'UN'. */
  issuerTerritory: string;
  /** Flag emoji of the territory. */
  issuerFlag: string;
}

/** A sanctions regime or list an entity is designated under. Shared by reference among its entities. */
export interface Program extends Issuer {
  programId: string;
  title: string;
  measures: readonly string[];
  url?: string;
  summary?: string;
}

export type TopicId =
  'sanction' | 'sanction.linked' | 'role.pep' | 'export.control' | 'export.risk' | 'debarment';

export interface Topic {
  topicId: TopicId;
  /** The part of the id before the dot: 'sanction', 'role', 'export', 'debarment'. */
  category: string;
  label: string;
}

export interface PostalAddress {
  full: string;
  countryCode?: string;
}

/**
 * Parsers hand out finished entities whose lists are read-only: empty lists are shared and the others
 * sized exactly, which halves the memory of the loaded lists.
 */
export interface ListedEntity {
  /** Stable within the dataset: OFAC ent_num, UN reference number, EU logical id, UK group id. */
  sourceId: string;
  dataset: string;
  schema: EntitySchema;
  /** True when the list gives no entity type and the schema was guessed from the name (BIS, State lists). */
  schemaInferred: boolean;
  name: string;
  aliases: readonly Alias[];
  previousNames: readonly string[];
  /** Names in the script the list gives besides Latin (Arabic, Cyrillic, Chinese …). */
  originalScriptNames: readonly string[];
  /** Honorifics and ranks the list gives apart from the name ("Dr.", "Haji", "General"). */
  titles: readonly string[];
  birthDates: readonly PartialDate[];
  deathDates: readonly PartialDate[];
  incorporationDates: readonly PartialDate[];
  gender?: Gender;
  nationalities: readonly string[];
  /** Countries the entity is tied to other than by nationality: addresses, registration, jurisdiction. */
  countries: readonly string[];
  placesOfBirth: readonly string[];
  addresses: readonly PostalAddress[];
  positions: readonly string[];
  politicalAffiliations: readonly string[];
  /**
   * What the list says the party is or looks like, in its words: a physical description or ethnic group
   * (UN comments, EU remarks), an organisation's kind ("Organization Type: …", "Type of entity: …"), an
   * aircraft's model.
   */
  descriptions: readonly string[];
  /** Schooling the list states; only the UN's comments do ("Graduate of the Haqqaniya madrasa …"). */
  educations: readonly string[];
  /**
   * Always empty: none of the lists read here states a religion (no field in OFAC, UN, CSL, BIS, EU FSF,
   * UK OFSI or the Senzing PEP export; their free texts name religious groups people belong to, not their
   * faith). Kept so that a list that does state one has its place.
   */
  religions: readonly string[];
  identifiers: readonly Identifier[];
  programs: readonly Program[];
  topics: readonly Topic[];
  /** Names of listed parties the list links this one to (OFAC "Linked To:"). */
  linkedTo: readonly string[];
  callSigns: readonly string[];
  /** Current flag states, ISO alpha-2. */
  flags: readonly string[];
  pastFlags: readonly string[];
  vesselTypes: readonly string[];
  vesselOwners: readonly string[];
  grossRegisteredTonnage?: number;
  deadweightTonnage?: number;
  imoNumbers: readonly string[];
  mmsis: readonly string[];
  sourceUrls: readonly string[];
  websites: readonly string[];
  /** Facts the list states that have no field of their own, in the list's words. */
  notes: readonly string[];
  /** ISO date of designation. */
  listedOn?: string;
  /** ISO date the listing ends (BIS denial orders). */
  endDate?: string;
  /** ISO date of the list's last change to this entry. */
  lastChangedOn?: string;
}

export interface DatasetTag {
  /** 'issuer' (territory code), 'type' ('sanctions', 'pep', 'export-control', 'debarment'), 'publisher'. */
  category: string;
  value: string;
}

/** Metadata of one list as published; the contract's "sources" datasets. */
export interface Dataset {
  /** Stable machine name, e.g. 'us_ofac_sdn'. */
  name: string;
  title: string;
  summary: string;
  url: string;
  /** ISO 8601; when the list says when it was generated. */
  updatedAt?: string;
  tags: DatasetTag[];
}
