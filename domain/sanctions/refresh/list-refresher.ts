import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type EntityCounts,
  hasBundledSnapshot,
  isSuspiciousShrink,
  LIST_SOURCES,
  parseBundledSnapshot,
  type ListSource,
} from '../ingest';
import type { ListStore } from '../store/list-store';
import { bundledSnapshotDate } from './bundled-snapshot-date';
import { datedDatasets } from './dated-datasets';
import type { DownloadedFile, ListDownloader } from './list-downloader';

export type ListRefreshStatus = 'updated' | 'unchanged' | 'failed';

export interface ListRefreshOutcome {
  list: string;
  status: ListRefreshStatus;
  entityCount?: number;
  previousEntityCount?: number;
  error?: string;
}

export interface RefreshProgress {
  list: string;
  phase: 'download' | 'parse' | 'store' | 'done';
  done: number;
  total: number;
}

export interface RefreshOptions {
  /** Mirror to fetch every file from as `${baseUrl}/${fileName}`; the official addresses otherwise. */
  baseUrl?: string;
  /** Only these lists (by name). */
  lists?: string[];
  onProgress?: (progress: RefreshProgress) => void;
}

/**
 * Refreshes lists from their publishers. Each list is all-or-nothing: a failed or truncated download,
 * a file that does not parse, or a list that shrank suspiciously leaves the active version in place
 * and is reported; lists are independent of each other.
 */
export class ListRefresher {
  constructor(
    private readonly store: ListStore,
    private readonly downloader: ListDownloader,
  ) {}

  async refresh(em: EntityManager, options: RefreshOptions = {}): Promise<ListRefreshOutcome[]> {
    const active = new Map((await this.store.activeVersions(em)).map((v) => [v.listName, v]));
    const sources = LIST_SOURCES.filter((s) => !options.lists || options.lists.includes(s.name));
    const outcomes: ListRefreshOutcome[] = [];
    for (const source of sources) {
      const progress = (phase: RefreshProgress['phase'], done: number, total: number) =>
        options.onProgress?.({ list: source.name, phase, done, total });
      const previous = active.get(source.name);
      const origin = fileUrl(source, source.files[0].fileName, options.baseUrl);
      try {
        const fetchedAt = new Date().toISOString();
        const downloads: DownloadedFile[] = [];
        const contents: Record<string, Buffer> = {};
        for (const [index, file] of source.files.entries()) {
          progress('download', index, source.files.length);
          downloads.push(await this.downloader.download(fileUrl(source, file.fileName, options.baseUrl)));
          contents[file.fileName] = downloads[index].body;
        }
        const digest = sha256(source.files.map((f) => contents[f.fileName]));
        if (previous?.contentSha256 === digest) {
          progress('done', 1, 1);
          outcomes.push({ list: source.name, status: 'unchanged', entityCount: previous.entityCount });
          continue;
        }
        progress('parse', 0, 1);
        // The main file's Last-Modified dates the list where the file itself does not.
        const result = datedDatasets(source.parse(contents), downloads[0].lastModified ?? fetchedAt);
        const previousCounts = previous?.counts as EntityCounts | undefined;
        if (previousCounts?.total && isSuspiciousShrink(previousCounts, result.counts)) {
          throw new Error(
            `refused: ${result.counts.total} entities where the active version has ${previousCounts.total} (truncated or changed file?)`,
          );
        }
        await this.store.load(em, source.name, result, { origin, contentSha256: digest }, (done, total) =>
          progress('store', done, total),
        );
        progress('done', 1, 1);
        outcomes.push({
          list: source.name,
          status: 'updated',
          entityCount: result.counts.total,
          previousEntityCount: previous?.entityCount,
        });
      } catch (error) {
        const message = (error as Error).message ?? String(error);
        await this.store.recordFailure(em, source.name, origin, message);
        outcomes.push({
          list: source.name,
          status: 'failed',
          error: message,
          previousEntityCount: previous?.entityCount,
        });
      }
    }
    return outcomes;
  }

  /** First start: every list that has no active version yet is loaded from the bundled snapshot. */
  async loadBundledWhereMissing(
    em: EntityManager,
    onProgress?: RefreshOptions['onProgress'],
  ): Promise<ListRefreshOutcome[]> {
    const active = new Set((await this.store.activeVersions(em)).map((v) => v.listName));
    const outcomes: ListRefreshOutcome[] = [];
    for (const source of LIST_SOURCES.filter((s) => !active.has(s.name) && hasBundledSnapshot(s))) {
      onProgress?.({ list: source.name, phase: 'parse', done: 0, total: 1 });
      const result = datedDatasets(
        parseBundledSnapshot(source),
        bundledSnapshotDate(source) ?? new Date().toISOString(),
      );
      await this.store.load(em, source.name, result, { origin: 'bundled' }, (done, total) =>
        onProgress?.({ list: source.name, phase: 'store', done, total }),
      );
      onProgress?.({ list: source.name, phase: 'done', done: 1, total: 1 });
      outcomes.push({ list: source.name, status: 'updated', entityCount: result.counts.total });
    }
    return outcomes;
  }
}

function fileUrl(source: ListSource, fileName: string, baseUrl?: string): string {
  if (baseUrl) return `${baseUrl.replace(/\/+$/, '')}/${fileName}`;
  return source.files.find((f) => f.fileName === fileName)!.url;
}

function sha256(parts: Buffer[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}
