/** Where an organisation's alerts go. Its signing secret is never part of the record. */
export interface WebhookEndpointRecord {
  id: string;
  organisationId: string;
  url: string;
  description: string | null;
  createdAt: Date;
  /** Null when an operator registered it with the CLI. */
  createdById: string | null;
}

export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One POST made for a delivery: the receiver's status code, or why there was none. */
export interface WebhookDeliveryAttemptRecord {
  attempt: number;
  attemptedAt: Date;
  durationMs: number;
  statusCode: number | null;
  error: string | null;
}

/** One alert to one endpoint, with every attempt to deliver it (oldest first). */
export interface WebhookDeliveryRecord {
  id: string;
  organisationId: string;
  endpointId: string;
  checkId: string;
  executionId: string;
  event: string;
  /** The exact JSON body every attempt sends (and signs). */
  body: string;
  status: WebhookDeliveryStatus;
  createdAt: Date;
  finishedAt: Date | null;
  attempts: WebhookDeliveryAttemptRecord[];
}
