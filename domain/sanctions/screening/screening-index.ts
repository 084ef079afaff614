import type { EntityManager } from '@mikro-orm/postgresql';
import type { Dataset } from '../ingest';
import { buildMatchIndex, type MatchIndex } from '../matching';
import type { ListStore } from '../store/list-store';
import { releaseMemory } from '../../release-memory';

export interface ScreeningSnapshot {
  /** The active list versions the index was built from (ids, sorted, joined). */
  versionKey: string;
  index: MatchIndex;
  datasets: Dataset[];
}

/**
 * The in-memory match index of the active list versions. It is rebuilt when the active versions
 * change — by a refresh here or in another instance — which is noticed within `recheckMs`.
 */
export class ScreeningIndex {
  private snapshot?: ScreeningSnapshot;
  private building?: Promise<ScreeningSnapshot>;
  private checkedAt = 0;

  constructor(
    private readonly store: ListStore,
    private readonly recheckMs = 2000,
  ) {}

  async current(em: EntityManager): Promise<ScreeningSnapshot> {
    if (this.snapshot && Date.now() - this.checkedAt < this.recheckMs) return this.snapshot;
    const versions = await this.store.activeVersions(em);
    const versionKey = versions.map((v) => v.id).join(',');
    this.checkedAt = Date.now();
    if (this.snapshot?.versionKey === versionKey) return this.snapshot;
    // One build at a time; concurrent checks wait for the same one.
    this.building ??= this.build(em, versionKey).finally(() => (this.building = undefined));
    return this.building;
  }

  /** Forces the next `current()` to look at the active versions again (after a refresh here). */
  invalidate(): void {
    this.checkedAt = 0;
  }

  private async build(em: EntityManager, versionKey: string): Promise<ScreeningSnapshot> {
    // Checks wait for the new index (see current()), so the old one goes now rather than at the end:
    // holding both through the build took a refresh of every list near the service's memory budget.
    this.snapshot = undefined;
    releaseMemory();
    const [entities, datasets] = await Promise.all([
      this.store.activeEntities(em),
      this.store.activeDatasets(em),
    ]);
    this.snapshot = { versionKey, index: buildMatchIndex(entities), datasets };
    return this.snapshot;
  }
}
