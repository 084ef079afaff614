import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isLocalhostName, nonPublicRange } from './non-public-address';
import type { WebhookAnswer, WebhookRequest, WebhookSender } from './webhook-sender';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address of a host name, as node:dns lookup answers them with `all`. */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

export interface HttpWebhookSenderOptions {
  /** The wait for the receiver's answer, name resolution included. */
  timeoutMs: number;
  /** Off: hosts on loopback, private, link-local or reserved addresses are refused, not connected to. */
  allowPrivateNetworks: boolean;
  /** Default: node:dns lookup (what the system resolver answers, /etc/hosts included). */
  resolve?: ResolveHost;
}

const resolveWithDns: ResolveHost = (hostname) =>
  dns.promises.lookup(hostname, { all: true, verbatim: true });

/** The host is on a network webhooks may not reach: the attempt fails and is not retried. */
class NonPublicHostRefused extends Error {}

/**
 * POSTs with node:http(s) and a time limit. Redirects are not followed (a 3xx is a failed attempt, as at GitHub):
 * the registered URL is the one that gets the signed body. The answer's body is not read.
 *
 * Unless private networks are allowed, the host name is resolved once, every address it has is checked, and the
 * socket connects to one of those very addresses (the `lookup` the socket uses is the check): a name that
 * resolves to a public address for the check and to 127.0.0.1 for the connection (DNS rebinding) gets nowhere.
 * No agent is shared, so no socket opened by other code, unchecked, is reused.
 */
export class HttpWebhookSender implements WebhookSender {
  private readonly resolve: ResolveHost;

  constructor(private readonly options: HttpWebhookSenderOptions) {
    this.resolve = options.resolve ?? resolveWithDns;
  }

  send(request: WebhookRequest): Promise<WebhookAnswer> {
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return Promise.resolve({ statusCode: null, error: 'could not send: not a URL' });
    }
    // An IP address in the URL is connected to without a lookup: it is judged here.
    const refusal = this.options.allowPrivateNetworks ? null : literalHostRefusal(url.hostname);
    if (refusal) return Promise.resolve(refused(refusal));
    const body = Buffer.from(request.body, 'utf8');
    return new Promise((resolve) => {
      const client = url.protocol === 'https:' ? https : http;
      const outgoing = client.request(
        url,
        {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'User-Agent': 'screening-platform-webhooks/1',
            ...request.headers,
            'Content-Length': String(body.length),
          },
          agent: false,
          lookup: this.checkedLookup,
          signal: AbortSignal.timeout(this.options.timeoutMs),
        },
        (response) => {
          response.destroy();
          resolve({ statusCode: response.statusCode ?? 0, error: null });
        },
      );
      outgoing.on('error', (error) => resolve(this.describe(error)));
      outgoing.end(body);
    });
  }

  /** The socket's name resolution: refuses a host with any non-public address, else hands over what it checked. */
  private readonly checkedLookup: LookupFunction = (hostname, options, callback) => {
    this.resolve(hostname)
      .then((addresses) => {
        if (!this.options.allowPrivateNetworks)
          for (const { address } of addresses) {
            const range = nonPublicRange(address);
            if (range)
              throw new NonPublicHostRefused(`${hostname} resolves to ${address} (${rangeWords(range)})`);
          }
        const usable = options.family ? addresses.filter((a) => a.family === options.family) : addresses;
        if (usable.length === 0)
          throw Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' });
        if (options.all) callback(null, usable);
        else callback(null, usable[0].address, usable[0].family);
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, ''));
  };

  /** What an operator reads in the delivery's attempts: the network's reason, never a stack. */
  private describe(error: Error & { code?: string }): WebhookAnswer {
    if (error instanceof NonPublicHostRefused) return refused(error.message);
    if (error.name === 'AbortError' || error.name === 'TimeoutError')
      return { statusCode: null, error: `no answer within ${this.options.timeoutMs} ms` };
    if (error.code) return { statusCode: null, error: `could not connect (${error.code})` };
    return { statusCode: null, error: `could not send: ${error.message}` };
  }
}

function literalHostRefusal(hostname: string): string | null {
  if (isLocalhostName(hostname)) return `${hostname} is a loopback name`;
  const address = hostname.replace(/^\[(.*)\]$/, '$1');
  const range = nonPublicRange(address);
  return range ? `${address} is not a public address (${rangeWords(range)})` : null;
}

/** ipaddr.js's range names as words. */
const RANGE_WORDS: Record<string, string> = {
  linkLocal: 'link-local',
  uniqueLocal: 'unique-local',
  carrierGradeNat: 'carrier-grade NAT',
  rfc6145: 'IPv4-translated',
};

function rangeWords(range: string): string {
  return RANGE_WORDS[range] ?? range;
}

function refused(reason: string): WebhookAnswer {
  return {
    statusCode: null,
    error: `refused: ${reason}; webhooks go to public addresses only`,
    refused: true,
  };
}
