import type { EntityManager } from '@mikro-orm/postgresql';
import { empty, execute, join, queryRows, sql } from '../../database/sql';
import { newId } from '../../ids';
import { releaseMemory } from '../../release-memory';
import type { Dataset, ListedEntity, ListParseResult } from '../ingest';
import type { ListVersion } from './list-version';

/** Entities per insert: a few megabytes of bound JSON, well under PostgreSQL's 65,535 parameters. */
const INSERT_BATCH = 500;
/** Entities per read when building the match index. */
const READ_PAGE = 2000;
/** Enough of an error to tell what went wrong; a whole parser dump does not belong in a row. */
const MAX_ERROR_LENGTH = 2000;

interface VersionRow {
  id: string;
  list_name: string;
  status: ListVersion['status'];
  origin: string;
  content_sha256: string | null;
  entity_count: number;
  counts: ListVersion['counts'];
  created_at: Date;
  activated_at: Date | null;
}

/** Entities in the order of the store, with the digest (md5 of the stored JSON) of each. */
export interface DigestedEntities {
  entities: ListedEntity[];
  digests: string[];
  /** How many entities were read rather than known. */
  read: number;
}

interface EntityPageRow {
  version_id: string;
  entity_key: string;
  digest: string;
  /** Null when the digest was already known. */
  data: ListedEntity | null;
}

interface DatasetRow {
  name: string;
  title: string;
  summary: string;
  url: string;
  updated_at: Date | null;
  tags: Dataset['tags'];
}

/**
 * The normalised entity store. A load writes a complete new version next to the active one; only then
 * does one short transaction make it active, so readers never see half a list and a failed load leaves
 * the previous data in place.
 */
export class ListStore {
  async activeVersions(em: EntityManager): Promise<ListVersion[]> {
    return queryRows(
      em,
      sql`select v.id, v.list_name, v.status, v.origin, v.content_sha256, v.entity_count, v.counts, v.created_at,
            v.activated_at
          from list_version v where v.status = 'active' order by v.list_name`,
      toVersion,
    );
  }

  /** Writes `result` as a new version of `listName` and activates it; returns the version id. */
  async load(
    em: EntityManager,
    listName: string,
    result: ListParseResult,
    origin: { origin: string; contentSha256?: string },
    onProgress: (loaded: number, total: number) => void = () => undefined,
  ): Promise<string> {
    // Parsing a list leaves about as much garbage as the entities it yields: collected now, before the
    // batches add theirs, the heap does not grow to hold both (a first start peaked 60-130 MB higher).
    releaseMemory();
    const versionId = newId();
    await execute(
      em,
      sql`insert into list_version (id, list_name, status, origin, content_sha256, entity_count, counts, warnings,
            created_at)
          values (${versionId}, ${listName}, 'loading', ${origin.origin}, ${origin.contentSha256 ?? null},
            ${result.counts.total}, ${JSON.stringify(result.counts)}::jsonb,
            ${JSON.stringify(result.warnings.slice(0, 200))}::jsonb, ${new Date()})`,
    );
    try {
      for (const dataset of [result.dataset, ...result.childDatasets])
        await this.insertDataset(em, versionId, dataset);
      const keys = uniqueKeys(result.entities);
      for (let start = 0; start < result.entities.length; start += INSERT_BATCH) {
        // Megabytes of JSON per batch travel as bind parameters, one string per entity, never as query text.
        const rows = result.entities.slice(start, start + INSERT_BATCH).map(
          (entity, i) =>
            sql`(${versionId}, ${keys[start + i]}, ${entity.dataset}, ${entity.schema}, ${entity.name},
                ${JSON.stringify(entity)}::jsonb)`,
        );
        await execute(
          em,
          sql`insert into listed_entity (version_id, entity_key, dataset, schema, name, data) values ${join(rows)}`,
        );
        onProgress(Math.min(start + INSERT_BATCH, result.entities.length), result.entities.length);
      }
      await em.transactional(async (tx) => {
        await execute(
          tx,
          sql`update list_version set status = 'superseded' where list_name = ${listName} and status = 'active'`,
        );
        await execute(
          tx,
          sql`update list_version set status = 'active', activated_at = ${new Date()} where id = ${versionId}`,
        );
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
    await execute(
      em,
      sql`insert into list_version (id, list_name, status, origin, error, created_at)
          values (${newId()}, ${listName}, 'failed', ${origin}, ${errorText(error)}, ${new Date()})`,
    );
  }

  /**
   * Every entity of the given versions (the matcher's input), each with a digest of its data. An entity whose
   * digest is in `known` is taken from there rather than read again (a refresh changes few entries of a
   * list), and the others are read a page at a time rather than all at once.
   */
  async entitiesOf(
    em: EntityManager,
    versionIds: readonly string[],
    known: ReadonlyMap<string, ListedEntity>,
  ): Promise<DigestedEntities> {
    const knownDigests = [...known.keys()];
    const result: DigestedEntities = { entities: [], digests: [], read: 0 };
    let after: EntityPageRow | undefined;
    for (;;) {
      const page = await queryRows(
        em,
        sql`select e.version_id, e.entity_key, d.digest,
              case when d.digest = any(${knownDigests}::text[]) then null else e.data end as data
            from listed_entity e cross join lateral (select md5(e.data::text) as digest) d
            where e.version_id = any(${versionIds}::uuid[])
              ${after ? sql`and (e.version_id, e.entity_key) > (${after.version_id}::uuid, ${after.entity_key})` : empty}
            order by e.version_id, e.entity_key limit ${READ_PAGE}`,
        (row: EntityPageRow) => row,
      );
      for (const row of page) {
        if (row.data) result.read += 1;
        result.entities.push(row.data ?? known.get(row.digest)!);
        result.digests.push(row.digest);
      }
      if (page.length < READ_PAGE) return result;
      after = page[page.length - 1];
    }
  }

  /** Datasets of the given versions, by name. */
  async datasetsOf(em: EntityManager, versionIds: readonly string[]): Promise<Dataset[]> {
    return queryRows(
      em,
      sql`select d.name, d.title, d.summary, d.url, d.updated_at, d.tags from list_dataset d
          where d.version_id = any(${versionIds}::uuid[]) order by d.name`,
      toDataset,
    );
  }

  private async insertDataset(em: EntityManager, versionId: string, dataset: Dataset): Promise<void> {
    await execute(
      em,
      sql`insert into list_dataset (version_id, name, title, summary, url, updated_at, tags)
          values (${versionId}, ${dataset.name}, ${dataset.title}, ${dataset.summary}, ${dataset.url},
            ${dataset.updatedAt ?? null}, ${JSON.stringify(dataset.tags)}::jsonb)
          on conflict do nothing`,
    );
  }

  private async markFailed(em: EntityManager, versionId: string, error: unknown): Promise<void> {
    await execute(
      em,
      sql`update list_version set status = 'failed', error = ${errorText(error)} where id = ${versionId}`,
    );
    await execute(em, sql`delete from listed_entity where version_id = ${versionId}`);
  }

  /** Keeps the active version and the one before it (for inspection); older data goes. */
  private async prune(em: EntityManager, listName: string): Promise<void> {
    await execute(
      em,
      sql`delete from listed_entity where version_id in (
            select id from list_version where list_name = ${listName} and status in ('superseded', 'failed')
            and id not in (select id from list_version where list_name = ${listName} and status = 'superseded'
                           order by activated_at desc nulls last limit 1))`,
    );
  }
}

function errorText(error: unknown): string {
  return String((error as Error)?.message ?? error).slice(0, MAX_ERROR_LENGTH);
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

function toVersion(row: VersionRow): ListVersion {
  return {
    id: row.id,
    listName: row.list_name,
    status: row.status,
    origin: row.origin,
    contentSha256: row.content_sha256,
    entityCount: row.entity_count,
    counts: row.counts,
    createdAt: row.created_at,
    activatedAt: row.activated_at,
  };
}

function toDataset(row: DatasetRow): Dataset {
  return {
    name: row.name,
    title: row.title,
    summary: row.summary,
    url: row.url,
    updatedAt: row.updated_at?.toISOString(),
    tags: row.tags,
  };
}
