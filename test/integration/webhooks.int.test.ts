import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import type { EntityManager } from '@mikro-orm/postgresql';
import { startListMirror } from '../support/list-mirror';
import { startTestService, type TestService } from '../support/test-service';

/**
 * Webhook alerts end to end: endpoints registered through the graph, monitoring and list-refresh executions run
 * as jobs, deliveries POSTed by the real HTTP adapter to receivers listening here, retried by pg-boss.
 */
const DAY = 24 * 3600 * 1000;
const DPL_NAME = 'AARON ABRAHAM VILLA';
let service: TestService;
let mirror: Awaited<ReturnType<typeof startListMirror>>;
let orgA: { authorization: string; organisationId: string };
let orgB: { authorization: string; organisationId: string };

jest.setTimeout(60_000);

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  status: number;
}

/** A receiver as a customer runs it: records every request and answers the next planned status (else 200). */
async function startReceiver() {
  const received: Received[] = [];
  const planned: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const status = planned.shift() ?? 200;
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), status });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/screening`,
    received,
    answerNext: (...statuses: number[]) => planned.push(...statuses),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
let receiverA: Awaited<ReturnType<typeof startReceiver>>;
let receiverB: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  service = await startTestService({
    env: {
      JOBS: 'on',
      JOB_POLLING_SECONDS: '0.5',
      WEBHOOK_RETRIES: '3',
      WEBHOOK_RETRY_DELAY_SECONDS: '1',
      WEBHOOK_TIMEOUT_MS: '2000',
      // The receivers listen on 127.0.0.1; test/integration/webhooks-private-networks.int.test.ts has it off.
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
    },
  });
  mirror = await startListMirror();
  await refreshDpl();
  orgA = await service.issueCredential('Webhook Bank A', 'a@webhook-a.example');
  orgB = await service.issueCredential('Webhook Bank B', 'b@webhook-b.example');
  [receiverA, receiverB] = await Promise.all([startReceiver(), startReceiver()]);
});
afterAll(async () => {
  await Promise.all([receiverA?.close(), receiverB?.close(), mirror?.close()]);
  await service?.stop();
});

const em = () => service.domain.database.em.fork() as EntityManager;

async function refreshDpl() {
  const [outcome] = await service.domain.listRefresher.refresh(em(), {
    baseUrl: mirror.baseUrl,
    lists: ['us_bis_denied'],
  });
  expect(outcome.status).toMatch(/updated|unchanged/);
  // New checks screen against the new list, not the index built before it.
  await service.domain.screeningIndex.upToDate();
}

/** The Denied Persons List without the entries of `name`: the publisher removed them. */
async function withoutEntry(name: string) {
  const dpl = zlib.gunzipSync(mirror.recorded('dpl.txt')).toString('utf8');
  mirror.serve('dpl.txt', {
    body: Buffer.from(
      dpl
        .split('\n')
        .filter((l) => !l.startsWith(`"${name}"`))
        .join('\n'),
    ),
  });
  await refreshDpl();
}

const graphql = <T = Record<string, unknown>>(
  authorization: string,
  query: string,
  variables: Record<string, unknown> = {},
) => service.graphql<T>(authorization, query, variables);

async function register(authorization: string, url: string) {
  const answer = await graphql<{ registerWebhookEndpoint: { endpoint: { id: string }; secret: string } }>(
    authorization,
    `
      mutation ($input: RegisterWebhookEndpointInput!) {
        registerWebhookEndpoint(input: $input) {
          endpoint {
            id
            url
            description
            createdBy {
              id
            }
          }
          secret
        }
      }
    `,
    { input: { url, description: 'compliance alerts' } },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data.registerWebhookEndpoint;
}

/** A monitored check of a subject; its first execution runs at once. */
async function monitoredCheck(name: string, interval: 'WEEKLY' | 'MONTHLY') {
  const answer = await graphql<{
    createSubject: { id: string };
  }>(
    orgA.authorization,
    `
      mutation ($input: CreateSubjectInput!) {
        createSubject(input: $input) {
          id
        }
      }
    `,
    {
      input: { name },
    },
  );
  const configuration = await graphql<{ createSanctionCheckConfiguration: { id: string } }>(
    orgA.authorization,
    `
      mutation ($input: CreateSanctionCheckConfigurationInput!) {
        createSanctionCheckConfiguration(input: $input) {
          id
        }
      }
    `,
    { input: { monitoring: { interval, isActive: true }, datasets: ['us_bis_denied'] } },
  );
  const check = await graphql<{ createSanctionCheck: { checkId: string } }>(
    orgA.authorization,
    `
      mutation ($input: CreateSanctionCheckInput!) {
        createSanctionCheck(input: $input) {
          checkId
        }
      }
    `,
    {
      input: {
        configurationId: configuration.data.createSanctionCheckConfiguration.id,
        subjectId: answer.data.createSubject.id,
      },
    },
  );
  return check.data.createSanctionCheck.checkId;
}

interface Execution {
  id: string;
  trigger: string;
  results: { id: string; subjectName: string; dataset: string; score: number; change: string }[];
}

/** Jobs run in the background: wait (bounded) until the check has `count` executions. */
async function untilExecutions(checkId: string, count: number): Promise<Execution[]> {
  for (let waited = 0; waited < 20_000; waited += 250) {
    const answer = await graphql<{ sanctionCheck: { executions: Execution[] } }>(
      orgA.authorization,
      `
        query ($id: ID!) {
          sanctionCheck(id: $id) {
            executions {
              id
              trigger
              results {
                id
                subjectName
                dataset
                score
                change
              }
            }
          }
        }
      `,
      { id: checkId },
    );
    if (answer.data.sanctionCheck.executions.length >= count) return answer.data.sanctionCheck.executions;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`check ${checkId} did not reach ${count} executions`);
}

async function until(what: string, condition: () => boolean, ms = 20_000) {
  for (let waited = 0; waited < ms; waited += 100) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const DELIVERIES = `query ($executionId: ID) { webhookDeliveries(executionId: $executionId) {
  id endpointId checkId executionId event status finishedAt
  results { resultId entityName dataset score }
  attempts { attempt attemptedAt durationMs statusCode error } } }`;

interface Delivery {
  endpointId: string;
  status: string;
  finishedAt: string | null;
  attempts: { attempt: number; statusCode: number | null; error: string | null }[];
}

/** The receiver has its answer before the worker records it: wait (bounded) until the graph shows it. */
async function untilDelivered(executionId: string): Promise<Delivery[]> {
  for (let waited = 0; waited < 30_000; waited += 100) {
    const answer = await graphql<{ webhookDeliveries: Delivery[] }>(orgA.authorization, DELIVERIES, {
      executionId,
    });
    const deliveries = answer.data.webhookDeliveries;
    if (deliveries.length > 0 && deliveries.every((d) => d.status !== 'PENDING')) return deliveries;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the deliveries of ${executionId} were not finished`);
}

/** Checks the signature as a receiver would, with node:crypto and the secret shown at registration. */
function expectSignedWith(secret: string, request: Received) {
  const timestamp = String(request.headers['x-webhook-timestamp']);
  expect(Math.abs(Date.now() / 1000 - Number(timestamp))).toBeLessThan(60);
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${request.body}`).digest('hex')}`;
  const given = String(request.headers['x-signature-256']);
  expect(given).toMatch(/^sha256=[0-9a-f]{64}$/);
  expect(timingSafeEqual(Buffer.from(given), Buffer.from(expected))).toBe(true);
  // Any other secret, or a body changed on the way, fails the check.
  const forged = `sha256=${createHmac('sha256', `${secret}x`).update(`${timestamp}.${request.body}`).digest('hex')}`;
  expect(given).not.toBe(forged);
}

describe('registration', () => {
  it('shows the secret once, lists the endpoint without it, and only to its organisation', async () => {
    const registered = await register(orgA.authorization, 'https://alerts.bank-a.example/screening');
    expect(registered.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);

    const listed = await graphql<{ webhookEndpoints: { id: string; url: string }[] }>(
      orgA.authorization,
      `
        {
          webhookEndpoints {
            id
            url
            description
            createdAt
            createdBy {
              id
            }
          }
        }
      `,
    );
    expect(listed.data.webhookEndpoints).toEqual([
      expect.objectContaining({ id: registered.endpoint.id, url: 'https://alerts.bank-a.example/screening' }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(registered.secret);
    const askedForSecret = await graphql(
      orgA.authorization,
      `
        {
          webhookEndpoints {
            id
            secret
          }
        }
      `,
    );
    expect(askedForSecret.errors?.[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');

    const other = await graphql<{ webhookEndpoints: unknown[] }>(
      orgB.authorization,
      `
        {
          webhookEndpoints {
            id
          }
        }
      `,
    );
    expect(other.data.webhookEndpoints).toEqual([]);
    const otherById = await graphql(
      orgB.authorization,
      `
        query ($id: ID!) {
          webhookEndpoint(id: $id) {
            id
          }
        }
      `,
      {
        id: registered.endpoint.id,
      },
    );
    expect(otherById.errors?.[0].extensions.code).toBe('NOT_FOUND');
    const otherRemoves = await graphql(
      orgB.authorization,
      `
        mutation ($id: ID!) {
          removeWebhookEndpoint(id: $id) {
            id
            removed
          }
        }
      `,
      { id: registered.endpoint.id },
    );
    expect(otherRemoves.errors?.[0].extensions.code).toBe('NOT_FOUND');

    const removed = await graphql(
      orgA.authorization,
      `
        mutation ($id: ID!) {
          removeWebhookEndpoint(id: $id) {
            id
            removed
          }
        }
      `,
      { id: registered.endpoint.id },
    );
    expect(removed.data).toEqual({ removeWebhookEndpoint: { id: registered.endpoint.id, removed: true } });
    const after = await graphql<{ webhookEndpoints: unknown[] }>(
      orgA.authorization,
      `
        {
          webhookEndpoints {
            id
          }
        }
      `,
    );
    expect(after.data.webhookEndpoints).toEqual([]);
  });

  it.each([
    ['ftp://files.bank-a.example/hook', 'must be an absolute http or https URL'],
    ['javascript:alert(1)', 'must be an absolute http or https URL'],
    ['alerts.bank-a.example/hook', 'must be an absolute http or https URL'],
    ['https://user:pass@alerts.bank-a.example/hook', 'must not contain a user name or password'],
    ['   ', 'must not be blank'],
  ])('refuses %j with a validation error and registers nothing', async (url, reason) => {
    const answer = await graphql(
      orgA.authorization,
      `
        mutation ($input: RegisterWebhookEndpointInput!) {
          registerWebhookEndpoint(input: $input) {
            secret
          }
        }
      `,
      { input: { url } },
    );
    expect(answer.errors?.[0].extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ field: 'url', message: reason }],
    });
    const listed = await graphql<{ webhookEndpoints: unknown[] }>(
      orgA.authorization,
      `
        {
          webhookEndpoints {
            id
          }
        }
      `,
    );
    expect(listed.data.webhookEndpoints).toEqual([]);
  });
  it('refuses a page of deliveries outside 1–200', async () => {
    const answer = await graphql(
      orgA.authorization,
      `
        {
          webhookDeliveries(first: 0) {
            id
          }
        }
      `,
    );
    expect(answer.errors?.[0].extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ field: 'first', message: 'must be between 1 and 200' }],
    });
  });
});

describe('alerts', () => {
  let secretA: string;
  let endpointA: string;

  beforeAll(async () => {
    ({
      secret: secretA,
      endpoint: { id: endpointA },
    } = await register(orgA.authorization, receiverA.url));
    // Organisation B listens too, and must hear nothing of A's checks.
    await register(orgB.authorization, receiverB.url);
  });

  it('POSTs one signed alert when a monitoring run finds a new undecided result', async () => {
    // The subject is not listed when the check is made, and is when monitoring runs it again.
    await withoutEntry(DPL_NAME);
    const checkId = await monitoredCheck('Aaron Abraham Villa', 'WEEKLY');
    expect((await untilExecutions(checkId, 1))[0].results).toEqual([]);
    mirror.reset();
    await refreshDpl();

    expect(await service.jobs!.sweep(new Date(Date.now() + 8 * DAY))).toBeGreaterThanOrEqual(1);
    const [, monitoring] = await untilExecutions(checkId, 2);
    expect(monitoring.trigger).toBe('MONITORING');
    const [result] = monitoring.results;
    expect(result).toMatchObject({ subjectName: DPL_NAME, change: 'NEW' });

    await until('the alert', () => receiverA.received.length === 1);
    const [request] = receiverA.received;
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['x-webhook-event']).toBe('sanctions_check.undecided_results');
    expectSignedWith(secretA, request);
    const body = JSON.parse(request.body);
    expect(body).toEqual({
      event: 'sanctions_check.undecided_results',
      webhook_delivery_id: request.headers['x-webhook-id'],
      organisation_id: orgA.organisationId,
      subject_id: expect.any(String),
      sanctions_peps_watchlists_check_id: checkId,
      sanction_pep_watchlist_execution_id: monitoring.id,
      trigger: 'MONITORING',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      results: [
        {
          sanction_pep_watchlist_result_id: result.id,
          subject_name: DPL_NAME,
          dataset: result.dataset,
          match_score: result.score,
        },
      ],
    });

    expect(await untilDelivered(monitoring.id)).toEqual([
      expect.objectContaining({
        id: body.webhook_delivery_id,
        endpointId: endpointA,
        checkId,
        status: 'DELIVERED',
        results: [
          { resultId: result.id, entityName: DPL_NAME, dataset: result.dataset, score: result.score },
        ],
        attempts: [expect.objectContaining({ attempt: 1, statusCode: 200, error: null })],
      }),
    ]);
    // Organisation B neither got a POST nor sees A's delivery.
    const seenByB = await graphql<{ webhookDeliveries: unknown[] }>(orgB.authorization, DELIVERIES, {
      executionId: monitoring.id,
    });
    expect(seenByB.data.webhookDeliveries).toEqual([]);
    expect(receiverB.received).toEqual([]);

    // The next run finds the same, unchanged result: nothing new to tell.
    expect(await service.jobs!.sweep(new Date(Date.now() + 16 * DAY))).toBeGreaterThanOrEqual(1);
    const [, , again] = await untilExecutions(checkId, 3);
    expect(again.results.map((r) => r.change)).toEqual(['UNCHANGED']);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(receiverA.received).toHaveLength(1);
  });

  it('delivers on a retry after the receiver failed, gives up after the last retry, and shows every attempt', async () => {
    await withoutEntry('ERIK VILLASANA');
    const checkId = await monitoredCheck('Erik Villasana', 'MONTHLY');
    expect((await untilExecutions(checkId, 1))[0].results).toEqual([]);
    mirror.reset();
    await refreshDpl();

    const before = receiverA.received.length;
    receiverA.answerNext(500);
    // A second endpoint of the organisation never recovers: 1 attempt and WEBHOOK_RETRIES (3) retries.
    const broken = await startReceiver();
    broken.answerNext(500, 500, 500, 500, 500);
    const { endpoint } = await register(orgA.authorization, broken.url);
    await service.jobs!.rescreenMonitored();
    const [, refreshed] = await untilExecutions(checkId, 2);
    expect(refreshed.trigger).toBe('LIST_REFRESH');
    expect(refreshed.results.map((r) => r.change)).toContain('NEW');

    await until('the retry', () => receiverA.received.length === before + 2);
    const [failed, retried] = receiverA.received.slice(before);
    expect([failed.status, retried.status]).toEqual([500, 200]);
    expect(retried.body).toBe(failed.body);
    expect(retried.headers['x-webhook-id']).toBe(failed.headers['x-webhook-id']);
    expectSignedWith(secretA, failed);
    expectSignedWith(secretA, retried);
    expect(JSON.parse(retried.body)).toMatchObject({
      sanction_pep_watchlist_execution_id: refreshed.id,
      trigger: 'LIST_REFRESH',
    });

    const deliveries = await untilDelivered(refreshed.id);
    const recovered = deliveries.find((d) => d.endpointId === endpointA)!;
    expect(recovered.status).toBe('DELIVERED');
    expect(recovered.attempts.map((a) => [a.attempt, a.statusCode])).toEqual([
      [1, 500],
      [2, 200],
    ]);
    const givenUp = deliveries.find((d) => d.endpointId === endpoint.id)!;
    expect(givenUp.status).toBe('FAILED');
    expect(givenUp.finishedAt).not.toBeNull();
    expect(givenUp.attempts.map((a) => [a.attempt, a.statusCode])).toEqual([
      [1, 500],
      [2, 500],
      [3, 500],
      [4, 500],
    ]);
    expect(broken.received).toHaveLength(4);
    expect(receiverB.received).toEqual([]);

    await graphql(
      orgA.authorization,
      `
        mutation ($id: ID!) {
          removeWebhookEndpoint(id: $id) {
            id
          }
        }
      `,
      {
        id: endpoint.id,
      },
    );
    await broken.close();
  });

  it('sends nothing when the new results carry a decision from an earlier execution', async () => {
    const checkId = await monitoredCheck('Alexandre Astakhov', 'MONTHLY');
    const [first] = await untilExecutions(checkId, 1);
    expect(first.results.length).toBeGreaterThan(0);
    for (const result of first.results) {
      const decided = await graphql(
        orgA.authorization,
        `
          mutation ($input: RecordSanctionDispositionInput!) {
            recordSanctionDisposition(input: $input) {
              id
            }
          }
        `,
        { input: { resultId: result.id, risk: 'NOT_RISKY', justification: 'Another person: born 1990.' } },
      );
      expect(decided.errors).toBeUndefined();
    }
    const before = receiverA.received.length;

    // The publisher drops the entry and lists it again, unchanged: the analyst's decision still holds.
    await withoutEntry('ALEXANDRE ASTAKHOV');
    await service.jobs!.rescreenMonitored();
    expect((await untilExecutions(checkId, 2))[1].results).toEqual([]);
    mirror.reset();
    await refreshDpl();
    await service.jobs!.rescreenMonitored();
    const [, , returned] = await untilExecutions(checkId, 3);
    expect(returned.trigger).toBe('LIST_REFRESH');
    expect(returned.results.map((r) => [r.subjectName, r.change])).toEqual(
      first.results.map((r) => [r.subjectName, 'NEW']),
    );

    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(receiverA.received).toHaveLength(before);
    const deliveries = await graphql<{ webhookDeliveries: unknown[] }>(orgA.authorization, DELIVERIES, {
      executionId: returned.id,
    });
    expect(deliveries.data.webhookDeliveries).toEqual([]);
  });

  it('sends a delivery whose job was lost once the sweep finds it pending', async () => {
    await withoutEntry('ANDREW ESTRADA');
    const checkId = await monitoredCheck('Andrew Estrada', 'MONTHLY');
    mirror.reset();
    await refreshDpl();
    // As if the process died right after committing the execution and its deliveries: no job was sent.
    const executionId = await service.domain.sanctionChecks.rerun(em(), checkId, 'MONITORING', new Date());
    const before = receiverA.received.length;
    const [deliveryId] = await service.domain.webhookAlerts.recordAlerts(em(), executionId!);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(receiverA.received).toHaveLength(before);

    // Not yet stalled: left alone. Minutes later: queued again, and sent.
    expect(await service.domain.webhookAlerts.requeueStalled(em(), new Date())).toBe(0);
    expect(await service.domain.webhookAlerts.requeueStalled(em(), new Date(Date.now() + 3 * 60_000))).toBe(
      1,
    );
    await until('the swept delivery', () => receiverA.received.length === before + 1);
    expect(receiverA.received[before].headers['x-webhook-id']).toBe(deliveryId);
    expect(JSON.parse(receiverA.received[before].body).sanction_pep_watchlist_execution_id).toBe(executionId);
    const [delivery] = await untilDelivered(executionId!);
    expect(delivery.attempts.map((a) => a.statusCode)).toEqual([200]);
  });
});
