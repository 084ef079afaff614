import type { WebhookAnswer, WebhookRequest, WebhookSender } from './webhook-sender';

/**
 * Node's fetch with a time limit. Redirects are not followed (a 3xx is a failed attempt, as at GitHub): the
 * registered URL is the one that gets the signed body. The answer's body is not read.
 */
export class FetchWebhookSender implements WebhookSender {
  constructor(private readonly timeoutMs: number) {}

  async send(request: WebhookRequest): Promise<WebhookAnswer> {
    try {
      const response = await fetch(request.url, {
        method: 'POST',
        body: request.body,
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'screening-platform-webhooks/1',
          ...request.headers,
        },
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      await response.body?.cancel();
      return { statusCode: response.status, error: null };
    } catch (error) {
      return { statusCode: null, error: describe(error, this.timeoutMs) };
    }
  }
}

/** What an operator reads in the delivery's attempts: the network's reason, never a stack. */
function describe(error: unknown, timeoutMs: number): string {
  // Read by name, not by class: the timeout is a DOMException, whose class differs between realms.
  const { name, message, cause } = error as {
    name?: string;
    message?: string;
    cause?: { code?: string; message?: string };
  };
  if (name === 'TimeoutError' || name === 'AbortError') return `no answer within ${timeoutMs} ms`;
  if (cause?.code) return `could not connect (${cause.code})`;
  return `could not send: ${cause?.message ?? message ?? String(error)}`;
}
