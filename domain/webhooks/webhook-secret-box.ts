import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Marks a sealed secret; a stored value without it was written before secrets were sealed. */
const SEALED_PREFIX = 'aes-256-gcm:';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class WebhookSecretKeyMismatch extends Error {
  constructor() {
    super('a webhook secret cannot be opened with this WEBHOOK_SECRET_KEY: it was sealed with another key');
    this.name = 'WebhookSecretKeyMismatch';
  }
}

/**
 * Seals the endpoints' signing secrets for the database (AES-256-GCM under a key kept outside it), so that a
 * dump or a read-only database account does not hand out the means to forge our alerts. The secret must be
 * opened to sign, so it is encrypted rather than hashed.
 */
export class WebhookSecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== KEY_BYTES) throw new Error(`a webhook secret key has ${KEY_BYTES} bytes`);
  }

  /** A box with a key of its own, for a process that both seals and opens (tests, tools without settings). */
  static withRandomKey(): WebhookSecretBox {
    return new WebhookSecretBox(randomBytes(KEY_BYTES));
  }

  static isSealed(stored: string): boolean {
    return stored.startsWith(SEALED_PREFIX);
  }

  seal(secret: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
  }

  /** The secret; a value stored before sealing is the secret itself. */
  open(stored: string): string {
    if (!WebhookSecretBox.isSealed(stored)) return stored;
    const bytes = Buffer.from(stored.slice(SEALED_PREFIX.length), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    try {
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new WebhookSecretKeyMismatch();
    }
  }
}
