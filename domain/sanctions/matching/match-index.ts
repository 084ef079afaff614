import type { ListedEntity } from '../ingest/listed-entity';
import type { NameTable } from './name-table';
import type { IdPostings, KeyPostings } from './postings';
import type { Vocabulary } from './vocabulary';

/**
 * The loaded lists prepared for screening, immutable: built once per list refresh by buildMatchIndex and
 * shared by every screening until the next one replaces it.
 */
export interface MatchIndex {
  readonly entities: readonly ListedEntity[];
  readonly names: NameTable;
  readonly vocabulary: Vocabulary;
  /** Vocabulary id → the names containing that part (or glued part). */
  readonly namesByToken: IdPostings;
  /** Vocabulary id → weight in [0.35, 1], lower for parts many entries share ("Mohammed", "Trading"). */
  readonly tokenWeights: Float32Array;
  /** identifierKey → entity indexes. */
  readonly entitiesByIdentifier: KeyPostings;
  /** Dataset name → small integer, and each entity's. */
  readonly datasetIds: ReadonlyMap<string, number>;
  readonly entityDataset: Uint16Array;
  readonly stats: MatchIndexStats;
}

export interface MatchIndexStats {
  entities: number;
  names: number;
  vocabulary: number;
  buildMilliseconds: number;
}
