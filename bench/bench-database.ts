import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import pino from 'pino';
import { loadConfig } from '../app/config';
import { resolveDatabase } from '../app/database-url';

/** A throwaway database for a benchmark run, on DATABASE_URL's server or the embedded one. */
export async function createBenchDatabase() {
  const config = loadConfig();
  const { url, embedded } = await resolveDatabase(config, pino({ level: 'warn' }));
  const target = new URL(url);
  target.pathname = `/bench_${randomBytes(5).toString('hex')}`;
  return {
    url: target.toString(),
    drop: async () => {
      const admin = new URL(url);
      admin.pathname = '/postgres';
      const client = new Client({ connectionString: admin.toString() });
      await client.connect();
      await client.query(`drop database if exists "${target.pathname.slice(1)}" with (force)`);
      await client.end();
      await embedded?.stop();
    },
  };
}
