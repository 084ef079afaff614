import PgBoss from 'pg-boss';

export const JOB_QUEUES = {
  /** Finds monitored checks that are due and queues their re-checks. */
  monitoringSweep: 'sanctions-monitoring-sweep',
  /** Screens one check again. */
  recheck: 'sanctions-recheck',
  /** Downloads the official lists (when a schedule is configured). */
  listRefresh: 'sanctions-list-refresh',
  /** Runs one media search execution. */
  mediaExecution: 'media-search-execution',
  /** Queues again media search executions whose worker vanished (crash, kill -9). */
  mediaExecutionSweep: 'media-search-execution-sweep',
  /** Sends one webhook delivery (retried with backoff). */
  webhookDelivery: 'webhook-delivery',
  /** Queues again webhook deliveries whose job was lost (a crash right after their execution committed). */
  webhookDeliverySweep: 'webhook-delivery-sweep',
} as const;

export interface JobQueueOptions {
  databaseUrl: string;
  /** This process works jobs (and so also schedules and supervises them). */
  work: boolean;
  /** How often pg-boss looks for expired jobs; default 30 s. */
  maintenanceIntervalSeconds?: number;
  /** How long a media search execution may run before it counts as lost and is retried; default 300 s. */
  mediaExecutionTimeoutSeconds?: number;
  /** Retries of a failed media search execution before it is marked FAILED; default 2. */
  mediaExecutionRetries?: number;
  /** Retries of a webhook delivery a receiver did not take; default 10 (about 3 to 6 hours with the delay). */
  webhookRetries?: number;
  /** Delay before the first retry of a webhook delivery, doubled for each further one; default 10 s. */
  webhookRetryDelaySeconds?: number;
  log: (message: string, details?: Record<string, unknown>) => void;
}

/**
 * The pg-boss queues of the platform, in PostgreSQL. A process that only sends jobs (a request creating a
 * media search execution, the CLI) starts pg-boss when it first sends one; a working process starts it at
 * once. Every queue is created here, so a job never goes to a queue that does not exist.
 */
export class JobQueue {
  private starting?: Promise<PgBoss>;

  constructor(readonly options: JobQueueOptions) {}

  get mediaExecutionRetries(): number {
    return this.options.mediaExecutionRetries ?? 2;
  }

  /** The started pg-boss instance. */
  boss(): Promise<PgBoss> {
    this.starting ??= this.start();
    return this.starting;
  }

  async send(name: string, data: object, options: PgBoss.SendOptions = {}): Promise<void> {
    await (await this.boss()).send(name, data, options);
  }

  /** Stops pg-boss if it was started; a second call does nothing. */
  async stop(): Promise<void> {
    const starting = this.starting;
    this.starting = undefined;
    if (!starting) return;
    await (await starting).stop({ graceful: true, wait: true, timeout: 10_000 });
  }

  private async start(): Promise<PgBoss> {
    const { options } = this;
    const boss = new PgBoss({
      connectionString: options.databaseUrl,
      max: 3,
      schedule: options.work,
      supervise: options.work,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
    });
    boss.on('error', (error) => options.log('job queue error', { err: error }));
    await boss.start();
    await boss.createQueue(JOB_QUEUES.monitoringSweep);
    await boss.createQueue(JOB_QUEUES.recheck, {
      name: JOB_QUEUES.recheck,
      policy: 'stately',
      retryLimit: 3,
      retryDelay: 30,
    });
    await boss.createQueue(JOB_QUEUES.listRefresh, { name: JOB_QUEUES.listRefresh, policy: 'singleton' });
    // One queued and one running job per execution at most (the singleton key is the execution id). The
    // settings are applied again to a queue that exists: they come from this instance's configuration.
    const mediaExecution: PgBoss.Queue = {
      name: JOB_QUEUES.mediaExecution,
      policy: 'stately',
      retryLimit: this.mediaExecutionRetries,
      retryDelay: 2,
      retryBackoff: true,
      expireInSeconds: options.mediaExecutionTimeoutSeconds ?? 300,
    };
    await boss.createQueue(mediaExecution.name, mediaExecution);
    await boss.updateQueue(mediaExecution.name, mediaExecution);
    await boss.createQueue(JOB_QUEUES.mediaExecutionSweep);
    const webhookDelivery: PgBoss.Queue = {
      name: JOB_QUEUES.webhookDelivery,
      policy: 'standard',
      retryLimit: options.webhookRetries ?? 10,
      retryDelay: options.webhookRetryDelaySeconds ?? 10,
      retryBackoff: true,
      // An attempt waits for its receiver at most WEBHOOK_TIMEOUT_MS; one lost with its process is retried.
      expireInSeconds: 120,
    };
    await boss.createQueue(webhookDelivery.name, webhookDelivery);
    await boss.updateQueue(webhookDelivery.name, webhookDelivery);
    await boss.createQueue(JOB_QUEUES.webhookDeliverySweep);
    return boss;
  }
}
