import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../app/embedded-database';

declare global {
  var __embeddedTestDatabase: EmbeddedDatabase | undefined;
}

/**
 * One PostgreSQL for the whole run: the server of DATABASE_URL when set (CI may use the machine's),
 * otherwise an embedded one in a temporary directory. Suites create their own databases on it.
 */
export default async function globalSetup(): Promise<void> {
  process.env.NODE_ENV = 'test';
  if (process.env.DATABASE_URL) return;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'screening-test-'));
  // Below Linux's ephemeral range (32768–60999), where client connections take their ports.
  const port = 24000 + Math.floor(Math.random() * 4000);
  const database = await startEmbeddedDatabase(dataDir, port);
  globalThis.__embeddedTestDatabase = database;
  process.env.TEST_EMBEDDED_DATA_DIR = dataDir;
  process.env.DATABASE_URL = database.serverUrl;
}
