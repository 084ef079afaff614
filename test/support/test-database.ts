import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** A fresh, uniquely named database on the run's server, so suites never see each other's rows. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (process.env.NODE_ENV !== 'test') throw new Error('test databases are only made when NODE_ENV=test');
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is not set: is jest globalSetup configured?');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const admin = new URL(serverUrl);
      admin.pathname = '/postgres';
      const client = new Client({ connectionString: admin.toString() });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
