import type { EntityManager } from '@mikro-orm/postgresql';
import type { Dataset, ListedEntity } from '../ingest';
import { buildMatchIndexYielding, type MatchIndex } from '../matching';
import type { ListStore } from '../store/list-store';
import { releaseMemory } from '../../release-memory';

export interface ScreeningSnapshot {
  /** The active list versions the index was built from (ids, sorted, joined). */
  versionKey: string;
  index: MatchIndex;
  datasets: Dataset[];
  /** Digest of each entity of the index, in its order: the next build reuses unchanged entities. */
  digests: string[];
}

/**
 * The in-memory match index of the active list versions. Requests never wait for a rebuild once an index
 * exists: whether the active versions changed (a refresh here or in another instance) is looked at in the
 * background at most every `recheckMs`, and the old index answers until the new one is complete. The index
 * is built on its own connection, outside any request's transaction.
 */
export class ScreeningIndex {
  private snapshot?: ScreeningSnapshot;
  private refreshing?: Promise<ScreeningSnapshot>;
  private checkedAt = 0;

  constructor(
    private readonly store: ListStore,
    /** A fresh EntityManager, not in any transaction. */
    private readonly openEm: () => EntityManager,
    private readonly events: {
      log?: (message: string, error?: unknown) => void;
      report?: (message: string, details: Record<string, unknown>) => void;
    } = {},
    private readonly recheckMs = 2000,
  ) {}

  /** The index to screen with now; only the very first call waits (for the first build). */
  async current(): Promise<ScreeningSnapshot> {
    if (!this.snapshot) return this.refresh();
    if (Date.now() - this.checkedAt >= this.recheckMs) {
      this.refresh().catch((error: unknown) => this.events.log?.('sanctions match index not rebuilt', error));
    }
    return this.snapshot;
  }

  /**
   * The index of the versions active now, waiting for a rebuild if they changed: for re-checks after a
   * refresh, which must screen against the new data.
   */
  async upToDate(): Promise<ScreeningSnapshot> {
    // A refresh already under way may have read the versions before they changed.
    await this.refreshing?.catch(() => undefined);
    return this.refresh();
  }

  /** Makes the next `current()` look at the active versions (after a refresh here). */
  invalidate(): void {
    this.checkedAt = 0;
  }

  /** Looks at the active versions and rebuilds when they changed; one at a time, callers share it. */
  private refresh(): Promise<ScreeningSnapshot> {
    this.refreshing ??= this.rebuildIfChanged().finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }

  private async rebuildIfChanged(): Promise<ScreeningSnapshot> {
    const em = this.openEm();
    const versionIds = (await this.store.activeVersions(em)).map((v) => v.id).sort();
    this.checkedAt = Date.now();
    const versionKey = versionIds.join(',');
    if (this.snapshot?.versionKey === versionKey) return this.snapshot;
    // The old index keeps answering while this one is built, so its entities are shared with the new one
    // wherever they did not change rather than held twice.
    const [{ entities, digests, read }, datasets] = await Promise.all([
      this.store.entitiesOf(em, versionIds, this.entitiesByDigest()),
      this.store.datasetsOf(em, versionIds),
    ]);
    // With the garbage of reading collected first, the heap grows by the new index only.
    releaseMemory();
    // Built in steps: between them the old index goes on answering checks (the build alone takes 2-3 s).
    const index = await buildMatchIndexYielding(entities);
    this.snapshot = { versionKey, index, datasets, digests };
    this.events.report?.('sanctions match index built', {
      lists: versionIds.length,
      entities: index.stats.entities,
      entitiesRead: read,
      buildMilliseconds: index.stats.buildMilliseconds,
    });
    return this.snapshot;
  }

  /** The current index's entities by the digest of their data. */
  private entitiesByDigest(): Map<string, ListedEntity> {
    if (!this.snapshot) return new Map();
    const { index, digests } = this.snapshot;
    return new Map(digests.map((digest, i) => [digest, index.entities[i]]));
  }
}
