import type PgBoss from 'pg-boss';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { WebhookAlerts } from '../webhooks/webhook-alerts';
import { WebhookAttemptFailed, type WebhookDeliveryRunner } from '../webhooks/webhook-delivery-runner';
import { JOB_QUEUES } from './job-queue';
import { sweepEveryFiveMinutes, workOneAtATime } from './queue-work';
import type { WebhookDeliveryJob } from './webhook-delivery-jobs';

export interface WebhookDeliveryWorkerOptions {
  /** Deliveries this instance sends at once: a slow receiver does not hold up the others. */
  concurrency: number;
  pollingIntervalSeconds: number;
  log: (message: string, details?: Record<string, unknown>) => void;
}

/**
 * Sends webhook deliveries from pg-boss. A failed attempt fails the job, and pg-boss retries it with
 * exponential backoff (the queue's retryLimit, retryDelay, retryBackoff); the last attempt marks it FAILED.
 * A delivery refused for its endpoint's address is FAILED at once and its job completes: no retry.
 */
export class WebhookDeliveryWorker {
  constructor(
    private readonly runner: WebhookDeliveryRunner,
    private readonly alerts: WebhookAlerts,
    private readonly em: () => EntityManager,
    private readonly options: WebhookDeliveryWorkerOptions,
  ) {}

  async start(boss: PgBoss): Promise<void> {
    await workOneAtATime<WebhookDeliveryJob>(boss, JOB_QUEUES.webhookDelivery, this.options, (job) =>
      this.runJob(job),
    );
    await sweepEveryFiveMinutes(
      boss,
      JOB_QUEUES.webhookDeliverySweep,
      this.options.pollingIntervalSeconds,
      () => this.sweep(),
    );
  }

  /** Deliveries still pending minutes after they were written are queued again (a queued one is kept). */
  async sweep(): Promise<void> {
    const queued = await this.alerts.requeueStalled(this.em());
    if (queued) this.options.log('webhook delivery sweep', { queued });
  }

  private async runJob(job: PgBoss.JobWithMetadata<WebhookDeliveryJob>): Promise<void> {
    const { deliveryId } = job.data;
    try {
      const outcome = await this.runner.attempt(this.em(), deliveryId, job.retryCount >= job.retryLimit);
      if (outcome === 'delivered') this.options.log('webhook delivered', { deliveryId });
      if (outcome === 'refused')
        this.options.log('webhook refused: the endpoint is on a private network', { deliveryId });
    } catch (error) {
      if (error instanceof WebhookAttemptFailed)
        this.options.log('webhook attempt failed', {
          deliveryId,
          attempt: error.attempt,
          final: job.retryCount >= job.retryLimit,
          reason: error.message,
        });
      throw error;
    }
  }
}
