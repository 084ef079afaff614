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
});
