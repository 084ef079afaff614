import type PgBoss from 'pg-boss';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../clock';
import type { Domain } from '../create-domain';
import type { ExecutionTrigger } from '../sanctions/checks/check-records';
import { SanctionsMonitoring } from '../sanctions/monitoring/sanctions-monitoring';
import { JOB_QUEUES } from './job-queue';
import { MediaExecutionWorker } from './media-execution-worker';
import { WebhookDeliveryWorker } from './webhook-delivery-worker';

interface RecheckJob {
  checkId: string;
  trigger: Exclude<ExecutionTrigger, 'MANUAL'>;
  /** ISO time the re-check counts as run at (the sweep's clock). */
  at: string;
}

export interface BackgroundJobsOptions {
  clock: Clock;
  pollingIntervalSeconds?: number;
  /** Media search executions one instance runs at once (default 2). */
  mediaExecutionConcurrency?: number;
  /** How long a media search execution may run; unfinished ones twice as old are queued again. */
  mediaExecutionTimeoutSeconds?: number;
  /** Webhook deliveries one instance sends at once (default 4). */
  webhookConcurrency?: number;
  /** Cron of the monitoring sweep (default every 10 minutes). */
  sweepCron?: string;
  /** Cron of the list download; none = lists are refreshed by `npm run cli -- lists refresh` only. */
  listRefreshCron?: string;
  listsBaseUrl?: string;
  log: (message: string, details?: Record<string, unknown>) => void;
}

/**
 * Background work as pg-boss jobs in PostgreSQL: any number of instances share the work and a crash
 * loses no job. Re-checks are queued per check with a singleton key, so a check is never queued twice.
 */
export class BackgroundJobs {
  private readonly monitoring = new SanctionsMonitoring();
  /** Media search executions; exposed so that an operator (or a test) can run its sweep now. */
  readonly mediaExecutions: MediaExecutionWorker;
  private readonly webhookDeliveries: WebhookDeliveryWorker;

  private constructor(
    private readonly boss: PgBoss,
    private readonly domain: Domain,
    private readonly options: BackgroundJobsOptions,
  ) {
    this.mediaExecutions = new MediaExecutionWorker(
      domain.mediaExecutions,
      domain.mediaExecutionJobs,
      () => this.em(),
      {
        concurrency: options.mediaExecutionConcurrency ?? 2,
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
        timeoutSeconds: options.mediaExecutionTimeoutSeconds ?? 300,
        retries: domain.jobQueue.mediaExecutionRetries,
        log: options.log,
      },
    );
    this.webhookDeliveries = new WebhookDeliveryWorker(
      domain.webhookDeliveryRunner,
      domain.webhookAlerts,
      () => this.em(),
      {
        concurrency: options.webhookConcurrency ?? 4,
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
        log: options.log,
      },
    );
  }

  /** On the domain's job queue; its workers run here when the queue was made to work (JOBS=on). */
  static async start(domain: Domain, options: BackgroundJobsOptions): Promise<BackgroundJobs> {
    const jobs = new BackgroundJobs(await domain.jobQueue.boss(), domain, options);
    if (domain.jobQueue.options.work) await jobs.startWorkers();
    return jobs;
  }

  /** Queues a re-check of every monitored check that is due at `now`; returns how many. */
  async sweep(now: Date = this.options.clock.now()): Promise<number> {
    const due = await this.monitoring.dueChecks(this.em(), now);
    await this.queueRechecks(due, 'MONITORING', now);
    return due.length;
  }

  /** After a list changed: every monitored check is screened again against the new data. */
  async rescreenMonitored(): Promise<number> {
    const checks = await this.monitoring.monitoredChecks(this.em());
    await this.queueRechecks(checks, 'LIST_REFRESH', this.options.clock.now());
    return checks.length;
  }

  async stop(): Promise<void> {
    await this.domain.jobQueue.stop();
  }

  private async queueRechecks(checkIds: string[], trigger: RecheckJob['trigger'], at: Date): Promise<void> {
    if (checkIds.length === 0) return;
    await this.boss.insert(
      checkIds.map((checkId) => ({
        name: JOB_QUEUES.recheck,
        data: { checkId, trigger, at: at.toISOString() } satisfies RecheckJob,
        singletonKey: checkId,
      })),
    );
  }

  private async startWorkers(): Promise<void> {
    const pollingIntervalSeconds = this.options.pollingIntervalSeconds ?? 2;
    await this.boss.work<RecheckJob>(
      JOB_QUEUES.recheck,
      { pollingIntervalSeconds, batchSize: 5 },
      async (jobs) => {
        for (const job of jobs) {
          // The execution and its alerts are written together: a crash between them cannot lose an alert.
          let deliveryIds: string[] = [];
          const executionId = await this.domain.sanctionChecks.rerun(
            this.em(),
            job.data.checkId,
            job.data.trigger,
            new Date(job.data.at),
            async (tx, id) => {
              deliveryIds = await this.domain.webhookAlerts.recordAlerts(tx, id);
            },
          );
          this.options.log('sanctions check re-run', {
            checkId: job.data.checkId,
            trigger: job.data.trigger,
            executionId,
          });
          await this.domain.webhookAlerts.send(deliveryIds);
        }
      },
    );
    await this.boss.work(JOB_QUEUES.monitoringSweep, { pollingIntervalSeconds }, async () => {
      const queued = await this.sweep();
      if (queued) this.options.log('monitoring sweep queued re-checks', { queued });
    });
    await this.boss.schedule(JOB_QUEUES.monitoringSweep, this.options.sweepCron ?? '*/10 * * * *');
    await this.boss.work(JOB_QUEUES.listRefresh, { pollingIntervalSeconds }, async () => {
      const outcomes = await this.domain.listRefresher.refresh(this.em(), {
        baseUrl: this.options.listsBaseUrl,
      });
      this.options.log('list refresh finished', { outcomes });
      if (outcomes.some((o) => o.status === 'updated')) {
        // Rebuilt here, in the job, while the old index goes on answering checks.
        await this.domain.screeningIndex.upToDate();
        await this.rescreenMonitored();
      }
    });
    await this.mediaExecutions.start(this.boss);
    await this.webhookDeliveries.start(this.boss);
    if (this.options.listRefreshCron)
      await this.boss.schedule(JOB_QUEUES.listRefresh, this.options.listRefreshCron);
    else await this.boss.unschedule(JOB_QUEUES.listRefresh);
  }

  private em(): EntityManager {
    return this.domain.database.em.fork() as EntityManager;
  }
}
