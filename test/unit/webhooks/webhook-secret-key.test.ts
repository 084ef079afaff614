import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../../app/config';
import { webhookSecretKey } from '../../../app/webhook-secret-key';

describe('the key that seals webhook secrets', () => {
  it('is WEBHOOK_SECRET_KEY when set', () => {
    const key = Buffer.alloc(32, 7);
    const config = loadConfig({ WEBHOOK_SECRET_KEY: key.toString('base64') });
    expect(webhookSecretKey(config)).toEqual({ key, source: 'WEBHOOK_SECRET_KEY' });
  });

  it('else is made once in DATA_DIR, readable by its owner only, and the same at the next start', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'webhook-key-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir });
      const made = webhookSecretKey(config);
      expect(made.source).toBe(path.join(dataDir, 'webhook-secret.key'));
      expect(made.key).toHaveLength(32);
      expect(fs.statSync(made.source).mode & 0o777).toBe(0o600);
      expect(webhookSecretKey(config).key.equals(made.key)).toBe(true);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('names WEBHOOK_SECRET_KEY when DATA_DIR cannot hold the key file', () => {
    const blocker = fs.mkdtempSync(path.join(os.tmpdir(), 'webhook-key-'));
    try {
      // A file where the directory should be: no key file can be made below it.
      const dataDir = path.join(blocker, 'not-a-directory');
      fs.writeFileSync(dataDir, '');
      expect(() => webhookSecretKey(loadConfig({ DATA_DIR: dataDir }))).toThrow(
        /set WEBHOOK_SECRET_KEY or make DATA_DIR writable/,
      );
    } finally {
      fs.rmSync(blocker, { recursive: true, force: true });
    }
  });
});
