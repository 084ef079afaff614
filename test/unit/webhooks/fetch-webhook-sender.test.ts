import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FetchWebhookSender } from '../../../domain/webhooks/fetch-webhook-sender';

/** The real adapter against a local receiver: what it sends, and what an attempt records when things go wrong. */
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

const sender = new FetchWebhookSender(300);
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
