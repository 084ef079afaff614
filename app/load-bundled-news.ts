import type { EntityManager } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import type { Logger } from 'pino';
import { queryRow, sql } from '../domain/database/sql';
import { openNewsFile } from '../domain/media/news/news-file';
import { NewsImporter } from '../domain/media/news/news-importer';
import { projectFile } from '../domain/project-files';

// Any fixed number (not the lists' one): instances starting together take turns, the later ones find the corpus.
const FIRST_LOAD_LOCK = 731_002;

/** The bundled articles (article fields of the research corpus), see scripts/bundle-news-corpus.ts. */
export const BUNDLED_NEWS_FILE = projectFile('data', 'media', 'news-corpus.jsonl.gz');

/**
 * Imports the bundled news corpus into a database whose corpus is empty (first start), once across
 * instances, so a fresh service can search. A corpus that has articles is left as it is.
 */
export async function loadBundledNews(em: EntityManager, databaseUrl: string, logger: Logger): Promise<void> {
  const lock = new Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [FIRST_LOAD_LOCK]);
    const filled = await queryRow(
      em,
      sql`select exists (select 1 from news_article) as filled`,
      (row: { filled: boolean }) => row.filled,
    );
    if (filled) return;
    const started = Date.now();
    const file = await openNewsFile(BUNDLED_NEWS_FILE);
    const counts = await new NewsImporter().import(em, file.lines, {
      onRejected: (line, reason) => logger.warn({ line, reason }, 'bundled news article rejected'),
    });
    logger.info({ ...counts, ms: Date.now() - started }, 'bundled news corpus loaded');
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [FIRST_LOAD_LOCK]).catch(() => undefined);
    await lock.end();
  }
}
