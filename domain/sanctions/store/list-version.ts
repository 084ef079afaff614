import type { EntityCounts } from '../ingest';

export type ListVersionStatus = 'loading' | 'active' | 'superseded' | 'failed';

/** One load of one list; entities and datasets hang off it. */
export interface ListVersion {
  id: string;
  listName: string;
  status: ListVersionStatus;
  /** Where the data came from: 'bundled' or the download URL of the main file. */
  origin: string;
  contentSha256: string | null;
  entityCount: number;
  counts: EntityCounts | Record<string, never>;
  createdAt: Date;
  activatedAt: Date | null;
}
