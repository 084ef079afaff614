import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { loadConfig } from '../app/config';
import { resolveDatabase } from '../app/database-url';
import { dropDatabase } from '../domain/database/ensure-database';

/** A throwaway database for a benchmark run, on DATABASE_URL's server or the embedded one. */
export async function createBenchDatabase() {
  const config = loadConfig();
  const { url, embedded } = await resolveDatabase(config, pino({ level: 'warn' }));
  const target = new URL(url);
  target.pathname = `/bench_${randomBytes(5).toString('hex')}`;
  return {
    url: target.toString(),
    drop: async () => {
      await dropDatabase(target.toString());
      await embedded?.stop();
    },
  };
}
