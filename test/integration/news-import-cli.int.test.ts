import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../domain/database/open-database';
import { PostgresNewsSource } from '../../domain/media/news/postgres-news-source';
import { createTestDatabase } from '../support/test-database';

/** `npm run cli -- news import FILE` as an operator runs it: the built CLI as a child process. */
const root = path.resolve(__dirname, '../..');
let databaseUrl: string;
let drop: () => Promise<void>;
let folder: string;

jest.setTimeout(120_000);

beforeAll(async () => {
  execFileSync(process.execPath, [path.join(root, 'scripts/build-if-stale.js')], { cwd: root });
  ({ url: databaseUrl, drop } = await createTestDatabase());
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'news-import-'));
});

afterAll(async () => {
  fs.rmSync(folder, { recursive: true, force: true });
  await drop?.();
});

function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(root, 'dist/app/cli.js'), ...args],
      { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'production' } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

function file(name: string, lines: string[]): string {
  const target = path.join(folder, name);
  fs.writeFileSync(target, `${lines.join('\n')}\n`);
  return target;
}

const line = (fields: Record<string, unknown>) => JSON.stringify(fields);
const GOOD = line({
  id: 'a1',
  url: 'https://www.example.com/news/acme-fraud',
  headline: 'Acme Trading charged with fraud',
  published_at: '2024-02-01T09:00:00Z',
  language: 'en',
  author: 'A. Reporter',
  body: 'Prosecutors charged Acme Trading with fraud on Thursday.',
  adverse: true,
  entity_name: 'Acme Trading',
});
const LINES = [
  GOOD,
  'this is not json',
  // The same article behind a tracking link: a duplicate.
  line({
    url: 'http://example.com/news/acme-fraud/?utm_source=newsletter',
    headline: 'Acme Trading charged with fraud',
    body: 'Same story.',
  }),
  '',
  line({ url: 'ftp://example.com/file', headline: '', body: 'x' }),
  line({
    url: 'https://zeitung.example.de/acme-razzia',
    headline: 'Razzia bei Acme Trading',
    published_at: '2024-03-05',
    body: 'Die Staatsanwaltschaft hat am Dienstag die Büros der Acme Trading wegen Betrugsverdachts durchsucht.',
  }),
];

it('imports the good lines, reports each bad one by number, and prints one summary line', async () => {
  const input = file('articles.jsonl', LINES);
  const first = await cli('news', 'import', input);
  expect(first.code).toBe(0);
  expect(
    first.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l)),
  ).toEqual([{ file: input, lines: 5, imported: 2, duplicates: 1, rejected: 2 }]);
  expect(first.stderr).toContain(`${input}:2: rejected: not valid JSON`);
  expect(first.stderr).toMatch(new RegExp(`${input}:5: rejected: url: .*headline: headline is empty`));
  expect(first.stderr).not.toMatch(/:(1|3|4|6): rejected/);

  // A running service reads the same table: what was imported is searchable at once.
  const database: Database = await openDatabase({ url: databaseUrl, poolMax: 2 });
  try {
    const hits = await new PostgresNewsSource(() => database.em.fork()).search({
      names: ['Acme Trading'],
      subjectType: 'ORGANISATION',
      fuzziness: 'STRICT',
      keywords: [],
      language: null,
      publishedAfter: null,
      limit: 10,
    });
    expect(hits.map((hit) => [hit.article.url, hit.article.language, hit.article.source]).sort()).toEqual([
      ['https://www.example.com/news/acme-fraud', 'en', 'www.example.com'],
      ['https://zeitung.example.de/acme-razzia', 'de', 'zeitung.example.de'],
    ]);
    expect(hits.find((hit) => hit.article.language === 'de')!.article.publishedAt).toEqual(
      new Date('2024-03-05T00:00:00Z'),
    );
  } finally {
    await database.close(true);
  }
});

it('is idempotent: importing the same file again adds nothing', async () => {
  const input = file('articles.jsonl', LINES);
  const again = await cli('news', 'import', input);
  expect(again.code).toBe(0);
  expect(JSON.parse(again.stdout)).toEqual({
    file: input,
    lines: 5,
    imported: 0,
    duplicates: 3,
    rejected: 2,
  });
});

it('fails when no line is a valid article or the file cannot be read', async () => {
  const bad = file('bad.jsonl', ['{', line({ url: 'https://example.com/x' })]);
  const allBad = await cli('news', 'import', bad);
  expect(allBad.code).toBe(1);
  expect(JSON.parse(allBad.stdout)).toEqual({ file: bad, lines: 2, imported: 0, duplicates: 0, rejected: 2 });
  expect(allBad.stderr).toMatch(/bad\.jsonl:2: rejected: headline: .*body: /);

  const missing = await cli('news', 'import', path.join(folder, 'missing.jsonl'));
  expect(missing.code).toBe(1);
  expect(missing.stdout).toBe('');
  expect(missing.stderr).toContain('ENOENT');
});

it('imports a scraped article without its NUL bytes, and refuses a language that is no ISO 639-1 code', async () => {
  const input = file('scraped.jsonl', [
    // The whole import stopped here with PostgreSQL's "invalid byte sequence for encoding UTF8: 0x00".
    line({
      url: 'https://example.com/scraped',
      headline: 'Fraud\u0000 charges',
      body: 'Charged\u0000 today.',
    }),
    line({ url: 'https://example.com/xx', headline: 'Fraud', body: 'x', language: 'xx' }),
  ]);
  const result = await cli('news', 'import', input);
  expect(JSON.parse(result.stdout)).toMatchObject({ imported: 1, rejected: 1 });
  expect(result.stderr).toContain(`${input}:2: rejected: language: language must be an ISO 639-1 code`);
  const database: Database = await openDatabase({ url: databaseUrl, poolMax: 2 });
  try {
    const rows = await database.em
      .fork()
      .getConnection()
      .execute(`select headline, body from news_article where url = 'https://example.com/scraped'`);
    expect(rows).toEqual([{ headline: 'Fraud charges', body: 'Charged today.' }]);
  } finally {
    await database.close(true);
  }
});
