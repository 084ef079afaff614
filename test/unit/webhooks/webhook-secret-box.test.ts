import { randomBytes } from 'node:crypto';
import { WebhookSecretBox, WebhookSecretKeyMismatch } from '../../../domain/webhooks/webhook-secret-box';

const SECRET = 'whsec_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';

describe('the box that seals webhook secrets', () => {
  const box = new WebhookSecretBox(randomBytes(32));

  it('seals a secret so that the stored value neither holds nor repeats it, and opens it again', () => {
    const [first, second] = [box.seal(SECRET), box.seal(SECRET)];
    expect(first).toMatch(/^aes-256-gcm:[A-Za-z0-9_-]+$/);
    expect(first).not.toContain(SECRET.slice(6, 20));
    expect(first).not.toBe(second);
    expect(box.open(first)).toBe(SECRET);
    expect(box.open(second)).toBe(SECRET);
  });

  it('opens a secret stored before sealing as itself', () => {
    expect(box.open(SECRET)).toBe(SECRET);
  });

  it('refuses another key, and a sealed value that was changed', () => {
    const sealed = box.seal(SECRET);
    expect(() => new WebhookSecretBox(randomBytes(32)).open(sealed)).toThrow(WebhookSecretKeyMismatch);
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('AA') ? 'AB' : 'AA');
    expect(() => box.open(tampered)).toThrow(WebhookSecretKeyMismatch);
  });

  it('takes keys of 32 bytes only', () => {
    expect(() => new WebhookSecretBox(randomBytes(16))).toThrow(/32 bytes/);
  });
});
