import { createHmac, randomBytes } from 'node:crypto';

/** The headers a receiver checks (documented in the README, "Webhooks"). */
export const SIGNATURE_HEADER = 'X-Signature-256';
export const TIMESTAMP_HEADER = 'X-Webhook-Timestamp';
export const DELIVERY_ID_HEADER = 'X-Webhook-Id';
export const EVENT_HEADER = 'X-Webhook-Event';

/** 256 random bits, prefixed so that a leaked secret is recognisable for what it is. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/**
 * `sha256=<hex>` of HMAC-SHA256 keyed with the secret (its UTF-8 text) over `<timestamp>.<body>`: the
 * timestamp is signed too, so a receiver that refuses old timestamps refuses replays.
 */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}
