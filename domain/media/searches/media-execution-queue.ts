/** Where new media search executions go to be run (pg-boss jobs, see domain/jobs/media-execution-jobs.ts). */
export interface MediaExecutionQueue {
  enqueue(executionId: string): Promise<void>;
}
