import type PgBoss from 'pg-boss';

/**
 * `concurrency` workers on `queue`, each polling for and running one job at a time: one slow job does not
 * hold up the others, and pg-boss retries each job on its own.
 */
export async function workOneAtATime<T extends object>(
  boss: PgBoss,
  queue: string,
  options: { concurrency: number; pollingIntervalSeconds: number },
  run: (job: PgBoss.JobWithMetadata<T>) => Promise<void>,
): Promise<void> {
  for (let i = 0; i < options.concurrency; i++) {
    await boss.work<T>(
      queue,
      { pollingIntervalSeconds: options.pollingIntervalSeconds, batchSize: 1, includeMetadata: true },
      async ([job]) => run(job),
    );
  }
}

/** `sweep` now and every five minutes on any instance, through `queue`'s schedule. */
export async function sweepEveryFiveMinutes(
  boss: PgBoss,
  queue: string,
  pollingIntervalSeconds: number,
  sweep: () => Promise<unknown>,
): Promise<void> {
  await boss.work(queue, { pollingIntervalSeconds }, async () => {
    await sweep();
  });
  await boss.schedule(queue, '*/5 * * * *');
  await sweep();
}
