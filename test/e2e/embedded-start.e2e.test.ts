import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startListMirror } from '../support/list-mirror';

/**
 * The README's first steps on the built service with no DATABASE_URL: the embedded PostgreSQL in
 * DATA_DIR, the CLI issuing a credential (alone, and beside a running server), the curl sequence,
 * and a graceful stop that also stops the database.
 */
const root = path.resolve(__dirname, '../..');
const run = promisify(execFile);
let dataDir: string;
let env: NodeJS.ProcessEnv;
let server: ChildProcess | undefined;

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'screening-e2e-'));
  const { DATABASE_URL: _unused, ...rest } = process.env;
  env = {
    ...rest,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    // Below Linux's ephemeral range (32768–60999), where the run's own client connections take ports.
    EMBEDDED_PG_PORT: String(21000 + Math.floor(Math.random() * 3000)),
    PORT: '0',
    INTERNAL_PORT: '0',
    LOG_LEVEL: 'info',
  };
});

afterAll(() => {
  server?.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function cliLines(...args: string[]) {
  const { stdout } = await run('node', [path.join(root, 'dist/app/cli.js'), ...args], { env, cwd: root });
  return stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
}

async function cli(...args: string[]) {
  const lines = await cliLines(...args);
  expect(lines).toHaveLength(1);
  return lines[0];
}

function startServer(): Promise<{ port: number; internalPort: number }> {
  server = spawn('node', ['--expose-gc', path.join(root, 'dist/app/main.js')], {
    env,
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 60_000);
    server!.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      for (const line of output.split('\n')) {
        if (!line.includes('"public"')) continue;
        const entry = JSON.parse(line);
        clearTimeout(timer);
        resolve({ port: entry.public, internalPort: entry.internal });
      }
    });
    server!.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server!.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

const isListening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

it('runs the README sequence on the embedded database and stops cleanly', async () => {
  // The CLI alone initialises and starts the embedded server, then stops it again.
  const first = await cli(
    'credential',
    'create',
    '--organisation',
    'E2E Bank',
    '--user',
    'first@e2e.example',
  );
  expect(first).toEqual({
    organisation_id: expect.any(String),
    user_id: expect.any(String),
    credential_id: expect.any(String),
    authorization: expect.stringMatching(/^Basic [A-Za-z0-9+/=]+$/),
  });
  expect(await isListening(Number(env.EMBEDDED_PG_PORT))).toBe(false);

  const { port, internalPort } = await startServer();
  // Beside a running server, the CLI reuses its database.
  const second = await cli(
    'credential',
    'create',
    '--organisation',
    'E2E Bank',
    '--user',
    'second@e2e.example',
  );
  expect(second.organisation_id).toBe(first.organisation_id);

  const base = `http://127.0.0.1:${port}`;
  for (const { authorization } of [first, second]) {
    const created = await fetch(`${base}/v1/subjects/create-subject`, {
      method: 'POST',
      headers: { Authorization: authorization, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        data: {
          name: 'Max Mustermann',
          type: 'INDIVIDUAL',
          nationalities: ['DE'],
          places: [{ place: 'Berlin' }],
        },
      }),
    });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { subject_id: string } };
    const read = await fetch(`${base}/v1/subjects/${data.subject_id}`, {
      headers: { Authorization: authorization },
    });
    expect(read.status).toBe(200);
    expect(((await read.json()) as { data: { name: string } }).data.name).toBe('Max Mustermann');
    const deleted = await fetch(`${base}/v1/subjects/${data.subject_id}`, {
      method: 'DELETE',
      headers: { Authorization: authorization },
    });
    expect(await deleted.json()).toEqual({
      data: { media_searches_deleted_count: 0, subject_deleted: true },
    });
  }
  expect((await fetch(`http://127.0.0.1:${internalPort}/readyz`)).status).toBe(200);

  // The bundled lists were loaded at first start; a refresh from a mirror switches one of them.
  const status = await cliLines('lists', 'status');
  expect(status.map((s) => s.list)).toEqual(
    expect.arrayContaining(['us_ofac_sdn', 'un_sc_sanctions', 'us_bis_denied']),
  );
  const mirror = await startListMirror();
  try {
    const refreshed = await cliLines('lists', 'refresh', '--base-url', mirror.baseUrl, '--list', 'eu_fsf');
    expect(refreshed[0]).toMatchObject({ list: 'eu_fsf', status: 'updated', entityCount: 6 });
    expect(refreshed[1]).toEqual({ monitored_checks_queued_for_rescreening: 0 });
  } finally {
    await mirror.close();
  }

  // A media search on the bundled news corpus, run by the server's job worker, then the subject's deletion
  // takes the search with it.
  const call = async (path: string, data?: unknown, method = data ? 'POST' : 'GET') => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { Authorization: first.authorization, 'Content-Type': 'application/json' },
      body: data ? JSON.stringify({ data }) : undefined,
    });
    return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> } };
  };
  const manafort = await call('/v1/subjects/create-subject', {
    name: 'Paul Manafort',
    nationalities: ['US'],
  });
  const mediaConfiguration = await call('/v1/media-searches/configuration/create-configuration', {
    title: 'Onboarding',
  });
  const mediaSearch = await call('/v1/media-searches/create-search', {
    media_search_configuration_id: mediaConfiguration.body.data.media_search_configuration_id,
    subject_id: manafort.body.data.subject_id,
    execute_immediately: true,
  });
  expect(mediaSearch.status).toBe(201);
  let execution = await call(
    `/v1/media-searches/execution/${mediaSearch.body.data.media_search_execution_id}`,
  );
  for (
    let i = 0;
    i < 120 && ['INITIATED', 'IN_PROGRESS'].includes(execution.body.data.status as string);
    i++
  ) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    execution = await call(`/v1/media-searches/execution/${mediaSearch.body.data.media_search_execution_id}`);
  }
  expect(execution.body.data.status).toBe('COMPLETED');
  const found = execution.body.data.media_article_aggregates as { media_article: { headline: string } }[];
  expect(found.some((a) => /Manafort/.test(a.media_article.headline))).toBe(true);
  const aggregate = await call(`/v1/media-searches/aggregate/${mediaSearch.body.data.media_search_id}`);
  expect(aggregate.status).toBe(200);
  expect(aggregate.body.data.media_search).toMatchObject({ media_search_summaries: [expect.anything()] });
  expect((await call(`/v1/subjects/${manafort.body.data.subject_id}`, undefined, 'DELETE')).body).toEqual({
    data: { media_searches_deleted_count: 1, subject_deleted: true },
  });

  const exited = new Promise<number | null>((resolve) => server!.once('exit', resolve));
  server!.kill('SIGTERM');
  expect(await exited).toBe(0);
  server = undefined;
  expect(await isListening(Number(env.EMBEDDED_PG_PORT))).toBe(false);
}, 120_000);
