import type { EntityManager } from '@mikro-orm/postgresql';
import { boundSqlOf, sqlOf } from '../../database/sql';
import { parsePgTimestamp } from '../../database/pg-timestamp';
import { newId } from '../../ids';
import type { Dataset, ListedEntity, ListParseResult } from '../ingest';
import type { ListVersion } from './list-version';

type Row = Record<string, unknown>;
const INSERT_BATCH = 500;

/**
 * The normalised entity store. A load writes a complete new version next to the active one; only then
 * does one short transaction make it active, so readers never see half a list and a failed load leaves
 * the previous data in place.
 */
export class ListStore {
  async activeVersions(em: EntityManager): Promise<ListVersion[]> {
    const rows: Row[] = await sqlOf(em)(
      `select * from list_version where status = 'active' order by list_name`,
    );
    return rows.map(toVersion);
  }

  /** Writes `result` as a new version of `listName` and activates it; returns the version id. */
  async load(
    em: EntityManager,
    listName: string,
    result: ListParseResult,
    origin: { origin: string; contentSha256?: string },
    onProgress: (loaded: number, total: number) => void = () => undefined,
  ): Promise<string> {
    const sql = sqlOf(em);
    const versionId = newId();
    await sql(
      `insert into list_version (id, list_name, status, origin, content_sha256, entity_count, counts, warnings, created_at)
       values (?, ?, 'loading', ?, ?, ?, ?, ?, now())`,
      [
        versionId,
        listName,
        origin.origin,
        origin.contentSha256 ?? null,
        result.counts.total,
        JSON.stringify(result.counts),
        JSON.stringify(result.warnings.slice(0, 200)),
      ],
    );
    try {
      for (const dataset of [result.dataset, ...result.childDatasets])
        await this.insertDataset(em, versionId, dataset);
      const keys = uniqueKeys(result.entities);
      // Megabytes of JSON per batch: bound, not inlined into the query text (see boundSqlOf).
      const insertBatch = boundSqlOf(em);
      for (let start = 0; start < result.entities.length; start += INSERT_BATCH) {
        const batch = result.entities.slice(start, start + INSERT_BATCH);
        const values = batch.map(() => '(?, ?, ?, ?, ?, ?)').join(', ');
        const params = batch.flatMap((entity, i) => [
          versionId,
          keys[start + i],
          entity.dataset,
          entity.schema,
          entity.name,
          JSON.stringify(entity),
        ]);
        await insertBatch(
          `insert into listed_entity (version_id, entity_key, dataset, schema, name, data) values ${values}`,
          params,
        );
        onProgress(Math.min(start + INSERT_BATCH, result.entities.length), result.entities.length);
      }
      await em.transactional(async (tx) => {
        const c = sqlOf(tx);
        await c(`update list_version set status = 'superseded' where list_name = ? and status = 'active'`, [
          listName,
        ]);
        await c(`update list_version set status = 'active', activated_at = now() where id = ?`, [versionId]);
      });
    } catch (error) {
      await this.markFailed(em, versionId, error);
      throw error;
    }
    await this.prune(em, listName);
    return versionId;
  }

  /** Records a refresh that failed before a version could be written (download, parse, shrink check). */
  async recordFailure(em: EntityManager, listName: string, origin: string, error: unknown): Promise<void> {
    await sqlOf(em)(
      `insert into list_version (id, list_name, status, origin, error, created_at) values (?, ?, 'failed', ?, ?, now())`,
      [newId(), listName, origin, String((error as Error)?.message ?? error).slice(0, 2000)],
    );
  }

  /** Every entity of the active versions (the matcher's input). */
  async activeEntities(em: EntityManager): Promise<ListedEntity[]> {
    const rows: Row[] = await sqlOf(em)(
      `select e.data from listed_entity e join list_version v on v.id = e.version_id where v.status = 'active'`,
    );
    return rows.map((row) => row.data as ListedEntity);
  }

  /** Datasets of the active versions, by name. */
  async activeDatasets(em: EntityManager): Promise<Dataset[]> {
    const rows: Row[] = await sqlOf(em)(
      `select d.* from list_dataset d join list_version v on v.id = d.version_id
       where v.status = 'active' order by d.name`,
    );
    return rows.map((row) => ({
      name: row.name as string,
      title: row.title as string,
      summary: row.summary as string,
      url: row.url as string,
      updatedAt: parsePgTimestamp(row.updated_at)?.toISOString(),
      tags: row.tags as Dataset['tags'],
    }));
  }

  private async insertDataset(em: EntityManager, versionId: string, dataset: Dataset): Promise<void> {
    await sqlOf(em)(
      `insert into list_dataset (version_id, name, title, summary, url, updated_at, tags) values (?, ?, ?, ?, ?, ?, ?)
       on conflict do nothing`,
      [
        versionId,
        dataset.name,
        dataset.title,
        dataset.summary,
        dataset.url,
        dataset.updatedAt ?? null,
        JSON.stringify(dataset.tags),
      ],
    );
  }

  private async markFailed(em: EntityManager, versionId: string, error: unknown): Promise<void> {
    await sqlOf(em)(`update list_version set status = 'failed', error = ? where id = ?`, [
      String((error as Error)?.message ?? error).slice(0, 2000),
      versionId,
    ]);
    await sqlOf(em)(`delete from listed_entity where version_id = ?`, [versionId]);
  }

  /** Keeps the active version and the one before it (for inspection); older data goes. */
  private async prune(em: EntityManager, listName: string): Promise<void> {
    await sqlOf(em)(
      `delete from listed_entity where version_id in (
         select id from list_version where list_name = ? and status in ('superseded', 'failed')
         and id not in (select id from list_version where list_name = ? and status = 'superseded'
                        order by activated_at desc nulls last limit 1))`,
      [listName, listName],
    );
  }
}

/** `dataset:sourceId`, made unique should a list repeat an id. */
function uniqueKeys(entities: readonly ListedEntity[]): string[] {
  const seen = new Map<string, number>();
  return entities.map((entity) => {
    const key = `${entity.dataset}:${entity.sourceId}`;
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return count === 1 ? key : `${key}#${count}`;
  });
}

export function entityKeyOf(entity: ListedEntity): string {
  return `${entity.dataset}:${entity.sourceId}`;
}

function toVersion(row: Row): ListVersion {
  return {
    id: row.id as string,
    listName: row.list_name as string,
    status: row.status as ListVersion['status'],
    origin: row.origin as string,
    contentSha256: row.content_sha256 as string | null,
    entityCount: row.entity_count as number,
    counts: row.counts as ListVersion['counts'],
    createdAt: parsePgTimestamp(row.created_at)!,
    activatedAt: parsePgTimestamp(row.activated_at),
  };
}
