import { z } from 'zod';
import { parseInput } from '../validation/parse-input';
import { textField } from '../validation/text-field';

const MUST_BE_HTTP = 'must be an absolute http or https URL';

const webhookUrl = textField(2000).superRefine((value, ctx) => {
  // Blank or too long: textField has said so.
  if (value.length === 0 || value.length > 2000) return;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    ctx.addIssue({ code: 'custom', message: MUST_BE_HTTP });
    return;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname)
    ctx.addIssue({ code: 'custom', message: MUST_BE_HTTP });
  // Credentials in the URL would be listed to everyone who reads the endpoints; the signature authenticates.
  else if (url.username || url.password)
    ctx.addIssue({ code: 'custom', message: 'must not contain a user name or password' });
});

const schema = z.object({
  url: webhookUrl,
  description: textField(500).nullish(),
});

export interface WebhookEndpointInput {
  url: string;
  description?: string | null;
}

/** An endpoint to register: an http(s) URL of at most 2,000 characters and an optional description. */
export function parseWebhookEndpointInput(input: WebhookEndpointInput) {
  const parsed = parseInput(schema, input);
  return { url: parsed.url, description: parsed.description ?? null };
}
