import { randomBytes } from 'node:crypto';
import { dropDatabase } from '../../domain/database/ensure-database';

/** A fresh, uniquely named database on the run's server, so suites never see each other's rows. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (process.env.NODE_ENV !== 'test') throw new Error('test databases are only made when NODE_ENV=test');
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is not set: is jest globalSetup configured?');
  const url = new URL(serverUrl);
  url.pathname = `/test_${randomBytes(6).toString('hex')}`;
  return { url: url.toString(), drop: () => dropDatabase(url.toString()) };
}
