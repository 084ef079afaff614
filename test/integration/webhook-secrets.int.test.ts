import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { loadConfig } from '../../app/config';
import { WebhookEndpointService } from '../../domain/webhooks/webhook-endpoint.service';
import { WebhookSecretBox, WebhookSecretKeyMismatch } from '../../domain/webhooks/webhook-secret-box';
import { startTestService, type TestService } from '../support/test-service';

/** Webhook secrets at rest: sealed under WEBHOOK_SECRET_KEY, and those stored before sealing sealed at start. */
const KEY = randomBytes(32);
const env = { WEBHOOK_SECRET_KEY: KEY.toString('base64'), WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' };
let first: TestService;

jest.setTimeout(60_000);

beforeAll(async () => {
  first = await startTestService({ env });
});
afterAll(async () => {
  await first?.stop();
});

const em = (service: TestService) => service.domain.database.em.fork() as EntityManager;

async function storedSecret(service: TestService, endpointId: string): Promise<string> {
  const rows: { secret: string }[] = await em(service)
    .getConnection()
    .execute('select secret from webhook_endpoint where id = ?', [endpointId]);
  return rows[0].secret;
}

async function registerEndpoint(service: TestService, organisation: string) {
  const { organisationId } = await service.issueCredential(organisation, `ops@${organisation}.example`);
  return service.domain.webhookEndpoints.register(
    em(service),
    { organisationId, userId: null },
    { url: 'https://alerts.example/screening' },
  );
}

describe('webhook secrets in the database', () => {
  it('are stored sealed, and open with the key to the secret shown at registration', async () => {
    const { endpoint, secret } = await registerEndpoint(first, 'sealed-bank');
    const stored = await storedSecret(first, endpoint.id);
    expect(stored).toMatch(/^aes-256-gcm:/);
    expect(stored).not.toContain(secret);
    expect(new WebhookSecretBox(KEY).open(stored)).toBe(secret);
  });

  it('stored before sealing are sealed when an instance starts, keeping their value', async () => {
    const { endpoint } = await registerEndpoint(first, 'legacy-bank');
    const legacy = `whsec_${randomBytes(32).toString('base64url')}`;
    await em(first)
      .getConnection()
      .execute('update webhook_endpoint set secret = ? where id = ?', [legacy, endpoint.id]);

    const second = await startTestService({ env, sharedDatabaseUrl: first.databaseUrl });
    try {
      const stored = await storedSecret(second, endpoint.id);
      expect(stored).toMatch(/^aes-256-gcm:/);
      expect(new WebhookSecretBox(KEY).open(stored)).toBe(legacy);
    } finally {
      await second.stop();
    }
  });

  it('are sealed anew under a new key, keeping their value; a rerun changes nothing, an unknown key nothing at all', async () => {
    const { endpoint, secret } = await registerEndpoint(first, 'rotating-bank');
    const newKey = randomBytes(32);
    const underNewKey = new WebhookEndpointService({
      allowPrivateNetworks: true,
      secretBox: new WebhookSecretBox(newKey),
    });
    const reseal = (previous: Buffer) =>
      em(first).transactional((tx) => underNewKey.resealSecrets(tx, new WebhookSecretBox(previous)));

    const outcome = await reseal(KEY);
    expect(outcome.resealed).toBeGreaterThanOrEqual(1);
    expect(new WebhookSecretBox(newKey).open(await storedSecret(first, endpoint.id))).toBe(secret);
    expect(await reseal(KEY)).toEqual({
      resealed: 0,
      alreadyCurrent: outcome.resealed + outcome.alreadyCurrent,
    });

    const before = await storedSecret(first, endpoint.id);
    await expect(
      em(first).transactional((tx) =>
        new WebhookEndpointService({
          allowPrivateNetworks: true,
          secretBox: new WebhookSecretBox(randomBytes(32)),
        }).resealSecrets(tx, new WebhookSecretBox(randomBytes(32))),
      ),
    ).rejects.toThrow(WebhookSecretKeyMismatch);
    expect(await storedSecret(first, endpoint.id)).toBe(before);
  });

  it('refuses a WEBHOOK_SECRET_KEY that is not 32 bytes in base64', () => {
    expect(() => loadConfig({ WEBHOOK_SECRET_KEY: randomBytes(16).toString('base64') })).toThrow(
      /WEBHOOK_SECRET_KEY: must be 32 bytes in base64/,
    );
  });
});
