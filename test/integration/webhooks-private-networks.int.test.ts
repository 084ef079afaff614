import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, sql } from '../../domain/database/sql';
import { newId } from '../../domain/ids';
import { startTestService, type TestService } from '../support/test-service';

/**
 * With WEBHOOK_ALLOW_PRIVATE_NETWORKS at its default (off), an organisation cannot make the service POST into
 * its own network: registration refuses private, loopback and link-local hosts, and a delivery to such a host
 * (an endpoint registered while they were allowed) is refused without a request, failed at once.
 */
let service: TestService;
let org: { authorization: string; organisationId: string };
let receiver: http.Server;
let receiverPort: number;
let received = 0;

beforeAll(async () => {
  service = await startTestService({ env: { JOBS: 'off', LOAD_BUNDLED_LISTS: 'false' } });
  org = await service.issueCredential('Private Network Bank', 'ops@private-network.example');
  receiver = http.createServer((_req, res) => {
    received += 1;
    res.writeHead(200).end();
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverPort = (receiver.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => receiver?.close(() => resolve()));
  await service?.stop();
});

const graphql = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) =>
  service.graphql<T>(org.authorization, query, variables);

const REGISTER = `mutation ($input: RegisterWebhookEndpointInput!) {
  registerWebhookEndpoint(input: $input) { endpoint { id url } secret } }`;
const ENDPOINTS = `{ webhookEndpoints { id url } }`;

it.each([
  'http://127.0.0.1:PORT/hook',
  'http://169.254.169.254/latest',
  'http://[::1]/',
  'http://localhost/',
  'http://10.1.2.3/',
  'http://[::ffff:127.0.0.1]:PORT/hook',
  'https://alerts.localhost/hook',
  'http://0x7f.1/',
  'http://[fd00::1]/',
])('refuses %s with a validation error and registers nothing', async (url) => {
  const answer = await graphql(REGISTER, { input: { url: url.replace('PORT', String(receiverPort)) } });
  expect(answer.data?.registerWebhookEndpoint ?? null).toBeNull();
  expect(answer.errors?.[0].extensions).toMatchObject({
    code: 'VALIDATION_FAILED',
    issues: [
      { field: 'url', message: 'must not point to a private, loopback, link-local or reserved address' },
    ],
  });
  expect((await graphql<{ webhookEndpoints: unknown[] }>(ENDPOINTS)).data.webhookEndpoints).toEqual([]);
  expect(received).toBe(0);
});

it('registers a public host name', async () => {
  const answer = await graphql<{ registerWebhookEndpoint: { endpoint: { id: string; url: string } } }>(
    REGISTER,
    { input: { url: 'https://alerts.private-network-bank.example/hook' } },
  );
  expect(answer.errors).toBeUndefined();
  const { id } = answer.data.registerWebhookEndpoint.endpoint;
  expect((await graphql(ENDPOINTS)).data).toEqual({
    webhookEndpoints: [{ id, url: 'https://alerts.private-network-bank.example/hook' }],
  });
  await graphql(
    `
      mutation ($id: ID!) {
        removeWebhookEndpoint(id: $id) {
          id
        }
      }
    `,
    { id },
  );
});

it.each(['http://localhost:PORT/hook', 'http://127.0.0.1:PORT/hook'])(
  'refuses a delivery to %s registered while private networks were allowed: failed at once, nothing sent',
  async (template) => {
    const em = service.domain.database.em.fork() as EntityManager;
    const [endpointId, deliveryId, checkId, executionId] = [newId(), newId(), newId(), newId()];
    const url = template.replace('PORT', String(receiverPort));
    await execute(
      em,
      sql`insert into webhook_endpoint (id, organisation_id, url, description, secret, created_at)
          values (${endpointId}, ${org.organisationId}, ${url}, null, 'whsec_test', now())`,
    );
    await execute(
      em,
      sql`insert into webhook_delivery (id, organisation_id, endpoint_id, check_id, execution_id, event, body,
            status, created_at)
          values (${deliveryId}, ${org.organisationId}, ${endpointId}, ${checkId}, ${executionId},
            'sanctions_check.undecided_results', '{"results":[]}', 'PENDING', now())`,
    );

    // Not the last attempt, yet no retry follows: the next one would be refused too.
    expect(await service.domain.webhookDeliveryRunner.attempt(em, deliveryId, false)).toBe('refused');
    expect(received).toBe(0);
    const answer = await graphql<{
      webhookDeliveries: { status: string; finishedAt: string | null; attempts: unknown[] }[];
    }>(
      `
        query ($executionId: ID) {
          webhookDeliveries(executionId: $executionId) {
            status
            finishedAt
            attempts {
              attempt
              statusCode
              error
            }
          }
        }
      `,
      { executionId },
    );
    const host = new URL(url).hostname;
    expect(answer.data.webhookDeliveries).toEqual([
      {
        status: 'FAILED',
        finishedAt: expect.any(String),
        attempts: [
          {
            attempt: 1,
            statusCode: null,
            error: expect.stringMatching(new RegExp(`^refused: ${host.replace(/\./g, '\\.')} is .*public`)),
          },
        ],
      },
    ]);
    // A job that runs it again finds nothing to send.
    expect(await service.domain.webhookDeliveryRunner.attempt(em, deliveryId, false)).toBe('nothing-to-send');
    expect(received).toBe(0);
  },
);
