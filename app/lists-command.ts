import { MultiBar, Presets } from 'cli-progress';
import { systemClock } from '../domain/clock';
import type { Database } from '../domain/database/open-database';
import { BackgroundJobs } from '../domain/jobs/background-jobs';
import { JobQueue } from '../domain/jobs/job-queue';
import { HttpListDownloader } from '../domain/sanctions/refresh/list-downloader';
import { ListRefresher, type RefreshOptions } from '../domain/sanctions/refresh/list-refresher';
import { ListStore } from '../domain/sanctions/store/list-store';
import { createDomain } from '../domain/create-domain';
import { createGeocoder } from '../domain/geocoding/create-geocoder';

/**
 * `lists refresh`: downloads and loads each list with a progress bar on stderr, prints one JSON line
 * per list on stdout, and queues re-screening of monitored checks when a list changed.
 * Returns true when a list failed.
 */
export async function refreshLists(
  database: Database,
  databaseUrl: string,
  options: Pick<RefreshOptions, 'baseUrl' | 'lists'>,
  print: (value: unknown) => void,
): Promise<boolean> {
  const bars = new MultiBar(
    {
      format: ' {list} [{bar}] {phase} {value}/{total}',
      hideCursor: true,
      stream: process.stderr,
      noTTYOutput: true,
    },
    Presets.shades_classic,
  );
  const barOf = new Map<string, ReturnType<MultiBar['create']>>();
  const refresher = new ListRefresher(new ListStore(), new HttpListDownloader());
  const outcomes = await refresher.refresh(database.em.fork(), {
    ...options,
    onProgress: ({ list, phase, done, total }) => {
      const bar = barOf.get(list) ?? bars.create(total, 0, { list: list.padEnd(24), phase });
      barOf.set(list, bar);
      bar.setTotal(total);
      bar.update(done, { phase });
    },
  });
  bars.stop();
  for (const outcome of outcomes) print(outcome);
  if (outcomes.some((o) => o.status === 'updated')) {
    const jobQueue = new JobQueue({ databaseUrl, work: false, log: () => undefined });
    const domain = createDomain(database, {
      geocoder: createGeocoder({ kind: 'offline' }),
      credentialCacheTtlMs: 0,
      jobQueue,
    });
    const jobs = await BackgroundJobs.start(domain, { clock: systemClock, log: () => undefined });
    print({ monitored_checks_queued_for_rescreening: await jobs.rescreenMonitored() });
    await jobs.stop();
  }
  return outcomes.some((o) => o.status === 'failed');
}

export async function showListStatus(database: Database, print: (value: unknown) => void): Promise<void> {
  for (const version of await new ListStore().activeVersions(database.em.fork())) {
    print({
      list: version.listName,
      version_id: version.id,
      entities: version.entityCount,
      origin: version.origin,
      activated_at: version.activatedAt?.toISOString() ?? null,
    });
  }
}
