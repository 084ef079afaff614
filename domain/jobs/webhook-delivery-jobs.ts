import type { WebhookDeliveryQueue } from '../webhooks/webhook-delivery-queue';
import { JOB_QUEUES, type JobQueue } from './job-queue';

export interface WebhookDeliveryJob {
  deliveryId: string;
}

/** One pg-boss job per delivery, with the delivery's id as the job's: sending it again adds nothing. */
export class WebhookDeliveryJobs implements WebhookDeliveryQueue {
  constructor(private readonly queue: JobQueue) {}

  async enqueue(deliveryId: string): Promise<void> {
    await this.queue.send(JOB_QUEUES.webhookDelivery, { deliveryId } satisfies WebhookDeliveryJob, {
      id: deliveryId,
    });
  }
}
