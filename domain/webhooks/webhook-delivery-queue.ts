/** Where deliveries go to be sent and retried (pg-boss jobs, see domain/jobs/webhook-delivery-jobs.ts). */
export interface WebhookDeliveryQueue {
  /** Sending a delivery that is already queued does nothing. */
  enqueue(deliveryId: string): Promise<void>;
}
