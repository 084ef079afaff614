import { z } from 'zod';
import { parseInput } from '../validation/parse-input';
import { textField } from '../validation/text-field';
import { isLocalhostName, nonPublicRange } from './non-public-address';

const MUST_BE_HTTP = 'must be an absolute http or https URL';
const MUST_BE_PUBLIC = 'must not point to a private, loopback, link-local or reserved address';

const webhookUrl = (allowPrivateNetworks: boolean) =>
  textField(2000).superRefine((value, ctx) => {
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
    // Host names are checked again at delivery, on every address they resolve to (see HttpWebhookSender).
    else if (!allowPrivateNetworks && isNonPublicHost(url.hostname))
      ctx.addIssue({ code: 'custom', message: MUST_BE_PUBLIC });
  });

/** The URL parser has already written every IPv4 form (0x7f.1, 2130706433) as dotted decimal. */
function isNonPublicHost(hostname: string): boolean {
  return isLocalhostName(hostname) || nonPublicRange(hostname.replace(/^\[(.*)\]$/, '$1')) !== null;
}

const schema = (allowPrivateNetworks: boolean) =>
  z.object({
    url: webhookUrl(allowPrivateNetworks),
    description: textField(500).nullish(),
  });
const publicOnly = schema(false);
const anyNetwork = schema(true);

export interface WebhookEndpointInput {
  url: string;
  description?: string | null;
}

/**
 * An endpoint to register: an http(s) URL of at most 2,000 characters and an optional description. Unless
 * private networks are allowed (WEBHOOK_ALLOW_PRIVATE_NETWORKS), its host must not be `localhost` or a
 * non-public IP address: the service would otherwise POST into its own network for whoever registers.
 */
export function parseWebhookEndpointInput(input: WebhookEndpointInput, allowPrivateNetworks: boolean) {
  const parsed = parseInput(allowPrivateNetworks ? anyNetwork : publicOnly, input);
  return { url: parsed.url, description: parsed.description ?? null };
}
