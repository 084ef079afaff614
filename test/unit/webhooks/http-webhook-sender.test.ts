import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  HttpWebhookSender,
  type ResolveHost,
  type ResolvedAddress,
} from '../../../domain/webhooks/http-webhook-sender';

/**
 * The real adapter against a local receiver: what it sends, what an attempt records when things go wrong, and
 * that with private networks not allowed nothing reaches a host on one. The receiver is on 127.0.0.1, so the
 * tests of normal sending allow private networks.
 */
let server: http.Server;
let base: string;
const seen: { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen.push({
        method: req.method,
        url: req.url,
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      });
      if (req.url === '/slow') return; // never answers
      if (req.url === '/moved') return void res.writeHead(301, { Location: '/elsewhere' }).end();
      res.writeHead(req.url === '/broken' ? 503 : 204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const sender = new HttpWebhookSender({ timeoutMs: 300, allowPrivateNetworks: true });
const send = (path: string) =>
  sender.send({ url: `${base}${path}`, body: '{"a":1}', headers: { 'X-Signature-256': 'sha256=ab' } });

it('POSTs the body as JSON with the given headers and returns the status', async () => {
  expect(await send('/hook')).toEqual({ statusCode: 204, error: null });
  expect(seen.at(-1)).toMatchObject({
    method: 'POST',
    url: '/hook',
    body: '{"a":1}',
    headers: expect.objectContaining({ 'content-type': 'application/json', 'x-signature-256': 'sha256=ab' }),
  });
  expect(await send('/broken')).toEqual({ statusCode: 503, error: null });
});

it('does not follow a redirect: the registered URL is the one that gets the signed body', async () => {
  const before = seen.length;
  expect(await send('/moved')).toEqual({ statusCode: 301, error: null });
  expect(seen.slice(before).map((r) => r.url)).toEqual(['/moved']);
});

it('gives up on a receiver that does not answer within the time limit', async () => {
  const started = Date.now();
  expect(await send('/slow')).toEqual({ statusCode: null, error: 'no answer within 300 ms' });
  expect(Date.now() - started).toBeLessThan(2000);
});

it('says why when nothing listens', async () => {
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  const answer = await sender.send({ url: `http://127.0.0.1:${port}/hook`, body: '{}', headers: {} });
  expect(answer).toEqual({ statusCode: null, error: 'could not connect (ECONNREFUSED)' });
});

describe('with private networks not allowed', () => {
  /** A resolver that answers `addresses` for every name and counts its questions. */
  function resolver(...answers: ResolvedAddress[][]) {
    const asked: string[] = [];
    const resolve: ResolveHost = async (hostname) => {
      asked.push(hostname);
      return answers[Math.min(asked.length, answers.length) - 1];
    };
    return { asked, resolve };
  }
  const v4 = (address: string): ResolvedAddress => ({ address, family: 4 });
  const publicOnly = (resolve?: ResolveHost) =>
    new HttpWebhookSender({ timeoutMs: 1000, allowPrivateNetworks: false, resolve });
  const port = () => new URL(base).port;

  it('refuses a host name that resolves to a loopback address, and nothing reaches the receiver', async () => {
    const { asked, resolve } = resolver([v4('127.0.0.1')]);
    const before = seen.length;
    const answer = await publicOnly(resolve).send({
      url: `http://hooks.bank.example:${port()}/hook`,
      body: '{}',
      headers: {},
    });
    expect(answer).toEqual({
      statusCode: null,
      error:
        'refused: hooks.bank.example resolves to 127.0.0.1 (loopback); webhooks go to public addresses only',
      refused: true,
    });
    expect(asked).toEqual(['hooks.bank.example']);
    expect(seen.length).toBe(before);
  });

  it('refuses a host name when any one of its addresses is private', async () => {
    const { resolve } = resolver([v4('93.184.216.34'), { address: 'fd00::5', family: 6 }]);
    const answer = await publicOnly(resolve).send({
      url: 'https://hooks.bank.example/',
      body: '{}',
      headers: {},
    });
    expect(answer).toMatchObject({
      error: expect.stringContaining('resolves to fd00::5 (unique-local)'),
    });
  });

  it.each([
    ['http://127.0.0.1:PORT/hook', '127.0.0.1 is not a public address (loopback)'],
    ['http://[::ffff:127.0.0.1]:PORT/hook', '::ffff:7f00:1 is not a public address (loopback)'],
    ['http://localhost:PORT/hook', 'localhost is a loopback name'],
    ['http://169.254.169.254/latest/meta-data', '169.254.169.254 is not a public address (link-local)'],
  ])('refuses %s without resolving or connecting', async (url, reason) => {
    const { asked, resolve } = resolver([v4('93.184.216.34')]);
    const before = seen.length;
    const answer = await publicOnly(resolve).send({
      url: url.replace('PORT', port()),
      body: '{}',
      headers: {},
    });
    expect(answer).toEqual({
      statusCode: null,
      error: `refused: ${reason}; webhooks go to public addresses only`,
      refused: true,
    });
    expect(asked).toEqual([]);
    expect(seen.length).toBe(before);
  });

  it('connects to the address it resolved, without asking the resolver again', async () => {
    // Allowed here so that the receiver on 127.0.0.1 can answer; the second answer would be a rebinding.
    const { asked, resolve } = resolver([v4('127.0.0.1')], [v4('203.0.113.9')]);
    const allowing = new HttpWebhookSender({ timeoutMs: 1000, allowPrivateNetworks: true, resolve });
    const answer = await allowing.send({
      url: `http://receiver.example:${port()}/named`,
      body: '{}',
      headers: {},
    });
    expect(answer).toEqual({ statusCode: 204, error: null });
    expect(asked).toEqual(['receiver.example']);
    expect(seen.at(-1)).toMatchObject({
      url: '/named',
      headers: expect.objectContaining({ host: `receiver.example:${port()}` }),
    });
  });
});
