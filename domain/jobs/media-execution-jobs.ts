import type { MediaExecutionQueue } from '../media/searches/media-execution-queue';
import { JOB_QUEUES, type JobQueue } from './job-queue';

export interface MediaExecutionJob {
  executionId: string;
}

/** New media search executions go to pg-boss, one job per execution (its id is the singleton key). */
export class MediaExecutionJobs implements MediaExecutionQueue {
  constructor(private readonly queue: JobQueue) {}

  async enqueue(executionId: string): Promise<void> {
    await this.queue.send(JOB_QUEUES.mediaExecution, { executionId } satisfies MediaExecutionJob, {
      singletonKey: executionId,
    });
  }
}
