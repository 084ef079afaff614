import pino from 'pino';
import { loadBundledNews } from '../../app/load-bundled-news';
import { openDatabase, type Database } from '../../domain/database/open-database';
import { execute, queryRow, sql } from '../../domain/database/sql';
import { createTestDatabase } from '../support/test-database';

/** A fresh database gets the bundled corpus once, so a first start can search; a filled one is left alone. */
let database: Database;
let url: string;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ url, drop } = await createTestDatabase());
  database = await openDatabase({ url, poolMax: 4 });
}, 60_000);

afterAll(async () => {
  await database?.close(true);
  await drop?.();
});

const articleCount = () =>
  queryRow(
    database.em.fork(),
    sql`select count(*) as count from news_article`,
    (row: { count: number }) => row.count,
  );

it('loads every bundled article into an empty corpus, once, even when two instances start together', async () => {
  const logger = pino({ level: 'silent' });
  await Promise.all([
    loadBundledNews(database.em.fork(), url, logger),
    loadBundledNews(database.em.fork(), url, logger),
  ]);
  expect(await articleCount()).toBe(1060);
  const withoutLanguage = await queryRow(
    database.em.fork(),
    sql`select count(*) as count from news_article where language is null`,
    (row: { count: number }) => row.count,
  );
  // Articles that came without a language got one detected.
  expect(withoutLanguage).toBeLessThan(14);
}, 120_000);

it('leaves a corpus that has articles as it is', async () => {
  await execute(
    database.em.fork(),
    sql`delete from news_article where id in (select id from news_article limit 10)`,
  );
  await loadBundledNews(database.em.fork(), url, pino({ level: 'silent' }));
  expect(await articleCount()).toBe(1050);
});
