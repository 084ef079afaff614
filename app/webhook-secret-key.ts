import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './config';

const KEY_BYTES = 32;
const KEY_FILE = 'webhook-secret.key';

/**
 * The key that seals webhook secrets in the database: WEBHOOK_SECRET_KEY (32 bytes, base64), or else a key
 * made once in DATA_DIR, beside the embedded database. Instances sharing one database must share the key,
 * so an operator with DATABASE_URL sets WEBHOOK_SECRET_KEY (the service warns otherwise).
 */
export function webhookSecretKey(config: Pick<AppConfig, 'webhooks' | 'database'>): {
  key: Buffer;
  /** Where the key came from: the setting, or the file it was read from or written to. */
  source: 'WEBHOOK_SECRET_KEY' | string;
} {
  if (config.webhooks.secretKey !== undefined) {
    return { key: Buffer.from(config.webhooks.secretKey, 'base64'), source: 'WEBHOOK_SECRET_KEY' };
  }
  const file = path.join(config.database.dataDir, KEY_FILE);
  const unwritable = (error: unknown) =>
    new Error(
      `cannot make the webhook secret key ${file} (${(error as Error).message}): set WEBHOOK_SECRET_KEY or make DATA_DIR writable`,
    );
  try {
    fs.mkdirSync(config.database.dataDir, { recursive: true });
  } catch (error) {
    throw unwritable(error);
  }
  try {
    // 'wx': of two processes starting at once, one writes the key and the other reads it.
    fs.writeFileSync(file, randomBytes(KEY_BYTES).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw unwritable(error);
  }
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== KEY_BYTES) throw new Error(`${file} does not hold a key of ${KEY_BYTES} bytes (base64)`);
  return { key, source: file };
}
