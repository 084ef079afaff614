import type { EntitySchema } from '../ingest/listed-entity';

export type QueryIdentifierType = 'imo' | 'passport' | 'national_id' | 'mmsi' | 'other';

export interface QueryIdentifier {
  type: QueryIdentifierType;
  value: string;
}

/** A customer (subject) to screen, as the bank knows it. */
export interface ScreeningQuery {
  name: string;
  aliases?: string[];
  type: EntitySchema;
  /** ISO date, or as much of it as is known: '1970-01-31', '1970-01', '1970'. */
  birthDate?: string;
  /** Same form, for organisations. */
  incorporationDate?: string;
  /** ISO 3166-1 alpha-2. */
  nationalities?: string[];
  /** Countries of residence, registration or operation, ISO 3166-1 alpha-2. */
  countries?: string[];
  identifiers?: QueryIdentifier[];
}

export interface ScreeningOptions {
  /** Minimum score 0–100 of a reported match; see DEFAULT_MATCH_THRESHOLD. */
  threshold: number;
  /** At most this many matches, best first (default 25). */
  limit?: number;
  /** Only entities of these datasets (e.g. 'us_ofac_sdn', 'un_sc_sanctions'); all when absent. */
  datasets?: string[];
}
