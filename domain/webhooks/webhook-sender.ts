/** One signed POST to a receiver. */
export interface WebhookRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
}

/**
 * The receiver answered (any status), or `error` says why it did not. `refused`: the sender would not connect
 * (the host is on a private network), so trying again is pointless.
 */
export type WebhookAnswer =
  { statusCode: number; error: null } | { statusCode: null; error: string; refused?: boolean };

/** Sends webhook POSTs; the real one is HttpWebhookSender. */
export interface WebhookSender {
  send(request: WebhookRequest): Promise<WebhookAnswer>;
}
