/** One signed POST to a receiver. */
export interface WebhookRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
}

/** The receiver answered (any status), or `error` says why it did not. */
export type WebhookAnswer = { statusCode: number; error: null } | { statusCode: null; error: string };

/** Sends webhook POSTs; the real one is FetchWebhookSender. */
export interface WebhookSender {
  send(request: WebhookRequest): Promise<WebhookAnswer>;
}
