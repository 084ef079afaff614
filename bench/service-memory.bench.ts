import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { projectFile } from '../domain/project-files';
import { LIST_SOURCES, readBundledSnapshot } from '../domain/sanctions/ingest';
import { createBenchDatabase } from './bench-database';
import { round } from './sanctions-statistics';
import { SCREENING_NAMES } from './screening-names';

const root = projectFile();

interface RunningService {
  process: ChildProcess;
  port: number;
  /** Resolves when the log says the match index is built (or at once without lists). */
  indexReady: Promise<void>;
  /** Resolves when the log next says the match index was built (a rebuild after a refresh). */
  nextIndexBuild(): Promise<void>;
}

/** Starts the built service as `npm start` would, on its own ports, and waits until it listens. */
async function startService(databaseUrl: string, env: Record<string, string>): Promise<RunningService> {
  const child = spawn(process.execPath, ['--expose-gc', path.join(root, 'dist/app/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      INTERNAL_PORT: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  let markIndexReady: () => void = () => undefined;
  const indexReady = new Promise<void>((resolve) => (markIndexReady = resolve));
  let markIndexBuilt: () => void = () => undefined;
  const nextIndexBuild = () => new Promise<void>((resolve) => (markIndexBuilt = resolve));
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`service exited with ${code} before listening`)));
    lines.on('line', (line) => {
      const entry = JSON.parse(line) as { msg?: string; public?: number };
      if (entry.public !== undefined) resolve(entry.public);
      if (/match index (ready|not built)/.test(entry.msg ?? '')) markIndexReady();
      if (entry.msg === 'sanctions match index built') markIndexBuilt();
    });
  });
  if (env.LOAD_BUNDLED_LISTS === 'false') markIndexReady();
  return { process: child, port, indexReady, nextIndexBuild };
}

/** Resident-set peak (VmHWM) and current size of a process, in MB, from /proc (Linux). */
function residentMegabytes(pid: number): { peak: number; now: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)![1]) / 1024;
  return { peak: round(field('VmHWM'), 1), now: round(field('VmRSS'), 1) };
}

/** Runs `checks` screenings through the API; returns the milliseconds spent in new-check calls. */
async function runChecks(port: number, authorization: string, checks: number): Promise<number> {
  const post = async (route: string, data: unknown) => {
    const response = await fetch(`http://127.0.0.1:${port}/v1${route}`, {
      method: 'POST',
      headers: { Authorization: authorization, 'Content-Type': 'application/json' },
      body: JSON.stringify({ data }),
    });
    if (response.status !== 201) throw new Error(`${route}: HTTP ${response.status}`);
    return ((await response.json()) as { data: Record<string, string> }).data;
  };
  const { sanction_pep_watchlist_configuration_id } = await post(
    '/sanctions-peps-watchlists-checks/configuration/create-configuration',
    { monitoring: { interval: 'DAILY', is_active: false } },
  );
  let screening = 0;
  for (let i = 0; i < checks; i++) {
    const { subject_id } = await post('/subjects/create-subject', {
      name: SCREENING_NAMES[i % SCREENING_NAMES.length],
    });
    const started = Date.now();
    await post('/sanctions-peps-watchlists-checks/new-check', {
      sanction_pep_watchlist_configuration_id,
      subject_id,
    });
    screening += Date.now() - started;
  }
  return screening;
}

/** Serves the bundled snapshots under their official file names, as a publisher would. */
async function startListMirror(): Promise<{ url: string; close(): void }> {
  const files = new Map(
    LIST_SOURCES.flatMap((source) => source.files).flatMap((file) =>
      file.bundledSnapshot ? [[file.fileName, file.bundledSnapshot] as const] : [],
    ),
  );
  const server = http.createServer((req, res) => {
    const snapshot = files.get((req.url ?? '/').slice(1));
    if (snapshot === undefined) return void res.writeHead(404).end();
    res.writeHead(200).end(readBundledSnapshot(snapshot));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/** `npm run cli -- lists refresh` of every bundled list: new versions, which the service then re-indexes. */
async function refreshEveryList(databaseUrl: string): Promise<void> {
  const mirror = await startListMirror();
  const lists = LIST_SOURCES.filter((source) => source.files.every((file) => file.bundledSnapshot));
  try {
    await new Promise<void>((resolve, reject) => {
      const cli = spawn(
        process.execPath,
        [
          'dist/app/cli.js',
          'lists',
          'refresh',
          '--base-url',
          mirror.url,
          '--list',
          ...lists.map((l) => l.name),
        ],
        {
          cwd: root,
          env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
          stdio: 'ignore',
        },
      );
      cli.once('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`lists refresh exited ${code}`)),
      );
    });
  } finally {
    mirror.close();
  }
}

/** One service life: first start on an empty database, then `checks` screenings; its resident memory. */
async function measure(env: Record<string, string>, checks: number) {
  const database = await createBenchDatabase();
  const service = await startService(database.url, env);
  try {
    await service.indexReady;
    const afterStart = residentMegabytes(service.process.pid!);
    const credential = JSON.parse(
      execFileSync(
        process.execPath,
        [
          'dist/app/cli.js',
          'credential',
          'create',
          '--organisation',
          'Bench',
          '--user',
          'bench@bench.example',
        ],
        { cwd: root, env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'silent' } },
      ).toString(),
    ) as { authorization: string };
    const screening = checks > 0 ? await runChecks(service.port, credential.authorization, checks) : 0;
    const afterChecks = residentMegabytes(service.process.pid!);
    if (checks > 0) {
      // A refresh of every list: the service notices the new versions at the next checks, which the old index
      // answers while the new one is built beside it.
      const rebuilt = service.nextIndexBuild();
      await refreshEveryList(database.url);
      await runChecks(service.port, credential.authorization, 5);
      await rebuilt;
    }
    return {
      firstStartPeak: afterStart.peak,
      afterStart: afterStart.now,
      afterChecksPeak: afterChecks.peak,
      peak: residentMegabytes(service.process.pid!).peak,
      screeningMilliseconds: screening,
    };
  } finally {
    service.process.kill('SIGTERM');
    await new Promise((resolve) => service.process.once('exit', resolve));
    await database.drop();
  }
}

/**
 * The whole service's resident memory, as an operator sees it: the built service started on an empty
 * database (so it loads every bundled list and builds the match index), screening a mix of names through
 * the API, then re-indexing after a refresh of every list (the old index serving until the new one is built).
 * Baseline: the same service without lists.
 * Target: under 400 MB.
 */
export async function benchServiceMemory(options = { checks: 300 }) {
  const baseline = await measure({ LOAD_BUNDLED_LISTS: 'false', JOBS: 'off' }, 0);
  const withLists = await measure({}, options.checks);
  return {
    benchmark: 'service resident memory',
    checks: options.checks,
    firstStartPeakRssMegabytes: withLists.firstStartPeak,
    rssAfterStartMegabytes: withLists.afterStart,
    peakRssAfterChecksMegabytes: withLists.afterChecksPeak,
    peakRssAfterListRefreshMegabytes: withLists.peak,
    meanNewCheckMillisecondsThroughApi: round(withLists.screeningMilliseconds / options.checks, 1),
    baselineNoListsPeakRssMegabytes: baseline.peak,
    ratioPeakToBaseline: round(withLists.peak / baseline.peak, 2),
    underTarget: withLists.peak < 400,
  };
}

if (require.main === module) {
  benchServiceMemory()
    .then((report) => console.log(JSON.stringify(report)))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
