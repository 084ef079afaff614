import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** The bundled snapshots and fixtures under the official file names, as recorded files to serve. */
export const RECORDED_LIST_FILES: Record<string, string> = {
  'sdn.csv': 'data/sanctions/sdn.csv.gz',
  'add.csv': 'data/sanctions/add.csv.gz',
  'alt.csv': 'data/sanctions/alt.csv.gz',
  'sdn_comments.csv': 'data/sanctions/sdn_comments.csv.gz',
  'consolidated.xml': 'data/sanctions/UN_consolidated.xml.gz',
  'consolidated.csv': 'data/sanctions/consolidated.csv.gz',
  'dpl.txt': 'data/sanctions/dpl.txt.gz',
  'senzing.json': 'data/sanctions/us_congress_senzing.json.gz',
  'csvFullSanctionsList_1_1.csv': 'test/fixtures/sanctions/eu_fsf_sample.csv',
  'ConList.csv': 'test/fixtures/sanctions/uk_ofsi_conlist_sample.csv',
};

/** A replaced answer: an error status, other content, or the recorded file with extra headers. */
interface Answer {
  status?: number;
  body?: Buffer;
  headers?: Record<string, string>;
}

/**
 * A local HTTP server standing in for the list publishers. Each file's answer can be replaced per
 * test (an error status, a truncated body, other content) to make refreshes fail for real.
 */
export async function startListMirror() {
  const overrides = new Map<string, Answer>();
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const name = decodeURIComponent((req.url ?? '/').split('?')[0].slice(1));
    requests.push(name);
    const override = overrides.get(name);
    const file = RECORDED_LIST_FILES[name];
    if (override?.status) return void res.writeHead(override.status).end('unavailable');
    if (!file && !override?.body) return void res.writeHead(404).end('not found');
    const body = override?.body ?? fs.readFileSync(path.join(root, file));
    res
      .writeHead(200, {
        'Content-Type': 'application/octet-stream',
        'Content-Length': body.length,
        ...override?.headers,
      })
      .end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    serve: (name: string, answer: Answer) => overrides.set(name, answer),
    reset: () => overrides.clear(),
    recorded: (name: string) => fs.readFileSync(path.join(root, RECORDED_LIST_FILES[name])),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
