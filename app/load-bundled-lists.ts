import { Client } from 'pg';
import type { Logger } from 'pino';
import type { Domain } from '../domain/create-domain';

// Any fixed number: instances starting together take turns to load, and the later ones find the data.
const FIRST_LOAD_LOCK = 731_001;

/** Loads the bundled list snapshots into a database that has none (first start), once across instances. */
export async function loadBundledLists(domain: Domain, databaseUrl: string, logger: Logger): Promise<void> {
  const lock = new Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [FIRST_LOAD_LOCK]);
    const started = Date.now();
    const outcomes = await domain.listRefresher.loadBundledWhereMissing(domain.database.em.fork(), (p) => {
      if (p.phase === 'parse') logger.info({ list: p.list }, 'loading bundled list snapshot');
    });
    if (outcomes.length) {
      logger.info(
        { lists: outcomes.map((o) => `${o.list}: ${o.entityCount}`), ms: Date.now() - started },
        'bundled lists loaded',
      );
    }
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [FIRST_LOAD_LOCK]).catch(() => undefined);
    await lock.end();
  }
}
