import type PgBoss from 'pg-boss';
import type { EntityManager } from '@mikro-orm/postgresql';
import { queryRows, sql } from '../database/sql';
import {
  ExecutionTakenOver,
  NewsSourceFailed,
  type MediaExecutionRunner,
} from '../media/searches/media-execution-runner';
import { JOB_QUEUES } from './job-queue';
import { sweepEveryFiveMinutes, workOneAtATime } from './queue-work';
import type { MediaExecutionJob, MediaExecutionJobs } from './media-execution-jobs';

export interface MediaExecutionWorkerOptions {
  /** Executions this instance runs at once. */
  concurrency: number;
  pollingIntervalSeconds: number;
  /** How long a run may take before pg-boss counts it as lost and retries it. */
  timeoutSeconds: number;
  /** Retries after the first attempt; the attempt after the last retry that fails makes it FAILED. */
  retries: number;
  log: (message: string, details?: Record<string, unknown>) => void;
}

/**
 * Runs media search executions from pg-boss. A failing run records its reason and is retried by pg-boss;
 * the last one marks the execution FAILED. A run lost with its process (crash, `kill -9`) expires after the
 * timeout and pg-boss gives it to another worker, which starts it again from the beginning.
 */
export class MediaExecutionWorker {
  constructor(
    private readonly runner: MediaExecutionRunner,
    private readonly jobs: MediaExecutionJobs,
    private readonly em: () => EntityManager,
    private readonly options: MediaExecutionWorkerOptions,
  ) {}

  async start(boss: PgBoss): Promise<void> {
    await workOneAtATime<MediaExecutionJob>(boss, JOB_QUEUES.mediaExecution, this.options, (job) =>
      this.runJob(job),
    );
    await sweepEveryFiveMinutes(
      boss,
      JOB_QUEUES.mediaExecutionSweep,
      this.options.pollingIntervalSeconds,
      () => this.sweep(),
    );
  }

  /**
   * Executions that wait without a job (the job was lost, e.g. the process died between committing the
   * execution and sending its job) or that outlived every retry are found here: the first are queued
   * again (a job already queued for one is kept, by its singleton key), the second marked FAILED.
   */
  async sweep(now: Date = new Date()): Promise<{ queued: number; failed: number }> {
    const staleBefore = new Date(now.getTime() - 2 * this.options.timeoutSeconds * 1000);
    const stale = await queryRows(
      this.em(),
      sql`select id, attempts from media_search_execution
          where status in ('INITIATED', 'IN_PROGRESS') and updated_at < ${staleBefore}
          order by updated_at limit 500`,
      (row: { id: string; attempts: number }) => row,
    );
    let failed = 0;
    for (const execution of stale) {
      if (execution.attempts > this.options.retries) {
        await this.runner.recordFailure(
          this.em(),
          execution.id,
          'no attempt finished within the time limit',
          true,
        );
        failed++;
      } else {
        await this.jobs.enqueue(execution.id);
      }
    }
    if (stale.length) this.options.log('media execution sweep', { queued: stale.length - failed, failed });
    return { queued: stale.length - failed, failed };
  }

  private async runJob(job: PgBoss.JobWithMetadata<MediaExecutionJob>): Promise<void> {
    const { executionId } = job.data;
    const started = Date.now();
    try {
      const ran = await this.runner.run(this.em(), executionId);
      if (ran)
        this.options.log('media search execution completed', { executionId, ms: Date.now() - started });
    } catch (error) {
      // The run that took it over writes the result; this job has nothing left to do.
      if (error instanceof ExecutionTakenOver) return;
      const final = job.retryCount >= job.retryLimit;
      // Users read the reason: it names the part that failed, never a database's error text (logged).
      const reason =
        error instanceof NewsSourceFailed ? error.message : 'an internal error stopped the execution';
      await this.runner.recordFailure(this.em(), executionId, reason, final);
      this.options.log(final ? 'media search execution failed' : 'media search execution attempt failed', {
        executionId,
        attempt: job.retryCount + 1,
        reason,
        err: error,
      });
      throw error;
    }
  }
}
