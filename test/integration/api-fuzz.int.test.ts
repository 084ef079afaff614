import fc from 'fast-check';
import type { Response } from 'supertest';
import { expectErrorBody } from '../support/expectations';
import { startTestService, type TestService } from '../support/test-service';

/**
 * Random bad input on every writing route and every route with a path id: whatever a client sends, the answer
 * is the contract's body, a 4xx never changes a record, and nothing is a 500 (fast-check, seeded so a failure
 * repeats; it prints the shrunk input).
 */
let service: TestService;
let authorization: string;
let other: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  service = await startTestService({ env: { JOBS: 'off', LOAD_BUNDLED_LISTS: 'false' } });
  ({ authorization } = await service.issueCredential('Fuzz Bank', 'f@fuzz.example'));
  ({ authorization: other } = await service.issueCredential('Other Bank', 'o@other.example'));
  const created = async (path: string, data: unknown, key: string) => {
    const response = await post(path, { data });
    expect(response.status).toBe(201);
    return response.body.data[key] as string;
  };
  ids.subject = await created('/v1/subjects/create-subject', { name: 'Fuzz Person' }, 'subject_id');
  ids.mediaConfiguration = await created(
    '/v1/media-searches/configuration/create-configuration',
    { title: 'Fuzz' },
    'media_search_configuration_id',
  );
  ids.search = await created(
    '/v1/media-searches/create-search',
    { media_search_configuration_id: ids.mediaConfiguration, subject_id: ids.subject },
    'media_search_id',
  );
  ids.sanctionsConfiguration = await created(
    '/v1/sanctions-peps-watchlists-checks/configuration/create-configuration',
    { monitoring: { interval: 'WEEKLY', is_active: false } },
    'sanction_pep_watchlist_configuration_id',
  );
}, 60_000);
afterAll(() => service.stop());

function post(path: string, body: unknown, as = authorization) {
  return service
    .api()
    .post(path)
    .set('Authorization', as)
    .set('Content-Type', 'application/json')
    .send(
      // supertest sends a string as it is: the raw body, JSON or not.
      typeof body === 'string' ? body : JSON.stringify(body),
    );
}

/** Every record a write could add, in one number. */
async function recordCount(): Promise<number> {
  const rows = await service.domain.database.em
    .fork()
    .getConnection()
    .execute(
      `select (select count(*) from subject) + (select count(*) from media_search_configuration_version)
         + (select count(*) from media_search) + (select count(*) from media_search_execution)
         + (select count(*) from media_search_summary) + (select count(*) from media_search_article_disposition)
         + (select count(*) from sanction_check_configuration) + (select count(*) from sanction_check)
         + (select count(*) from sanction_result_disposition) as n`,
    );
  return Number(rows[0].n);
}

/** A well-formed request per writing route, for the fuzzer to break. */
const VALID_BODIES: Record<string, () => Record<string, unknown>> = {
  '/v1/subjects/create-subject': () => ({
    name: 'Jane Roe',
    type: 'INDIVIDUAL',
    aliases: ['J. Roe'],
    nationalities: ['DE'],
    date_of_birth: '1970-01-31',
    places: [{ place: 'Berlin' }],
    internal_id: 'C-1',
  }),
  '/v1/media-searches/configuration/create-configuration': () => ({
    title: 'T',
    language: 'de',
    risk_categories: ['Fraud'],
    max_number_of_results: 10,
    look_back_period: { is_active: true, days: 30 },
    disambiguation_auto_risk_assessment: { active: true, threshold: 7 },
    subject_names_fuzzy: 'STANDARD',
    keywords: ['Betrug'],
  }),
  '/v1/media-searches/create-search': () => ({
    media_search_configuration_id: ids.mediaConfiguration,
    subject_id: ids.subject,
    execute_immediately: false,
  }),
  '/v1/media-searches/execute-media-search': () => ({ media_search_id: ids.search }),
  '/v1/media-search-summaries/override-summary': () => ({
    media_search_id: ids.search,
    summary: 'x',
    risky: true,
    risk_categories: ['Fraud'],
  }),
  '/v1/media-search-articles/override-disposition': () => ({
    media_search_article_id: ids.search,
    risk: 'RISKY',
    risk_categories: ['Fraud'],
    justification: 'j',
  }),
  '/v1/sanctions-peps-watchlists-checks/configuration/create-configuration': () => ({
    monitoring: { interval: 'WEEKLY', is_active: true },
  }),
  '/v1/sanctions-peps-watchlists-checks/new-check': () => ({
    sanction_pep_watchlist_configuration_id: ids.sanctionsConfiguration,
    subject_id: ids.subject,
  }),
  '/v1/sanctions-peps-watchlists-checks/results/override-disposition': () => ({
    sanction_pep_watchlist_result_id: ids.subject,
    risk: 'NOT_RISKY',
    justification: 'j',
  }),
};

const awkward = fc.oneof(
  fc.constantFrom(
    null,
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '💥',
    'x'.repeat(5000),
    -1,
    0,
    1e308,
    2 ** 53 + 1,
    'RISKY',
    'Fraud',
    ['Nope'],
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.array(fc.jsonValue(), { maxLength: 4 }),
  fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 }),
);

type Mutation = { kind: 'replace' | 'delete' | 'add'; at: number; value: unknown; depth: number };

/** One mutation of a body: a field (perhaps nested) replaced, deleted, or a field added. */
function mutate(body: Record<string, unknown>, mutation: Mutation): Record<string, unknown> {
  const keys = Object.keys(body);
  const key = keys[mutation.at % keys.length];
  const nested = body[key];
  if (mutation.depth > 0 && nested && typeof nested === 'object' && !Array.isArray(nested)) {
    return { ...body, [key]: mutate(nested as Record<string, unknown>, { ...mutation, depth: 0 }) };
  }
  if (mutation.kind === 'delete') {
    const rest = { ...body };
    delete rest[key];
    return rest;
  }
  if (mutation.kind === 'add') return { ...body, [`unknown_${mutation.at}`]: mutation.value };
  return { ...body, [key]: mutation.value };
}

const mutation = fc.record({
  kind: fc.constantFrom('replace', 'replace', 'delete', 'add'),
  at: fc.nat(),
  value: awkward,
  depth: fc.nat({ max: 1 }),
});

/** A 4xx in the contract's body that changed nothing, or a success; never a 5xx. */
async function expectHandled(response: Response, countBefore: number) {
  expect(response.status).toBeLessThan(500);
  if (response.status >= 400) {
    expectErrorBody(response, response.status, response.body.type.split('/').pop());
    expect(await recordCount()).toBe(countBefore);
  }
}

describe('random bad input', () => {
  it('on every writing route: a 4xx in the contract body that changes nothing, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.keys(VALID_BODIES)),
        fc.array(mutation, { minLength: 1, maxLength: 3 }),
        fc.constantFrom('data', 'data', 'data', 'bare', 'awkward'),
        awkward,
        fc.boolean(),
        async (path, mutations, envelope, replacement, asOther) => {
          const data = mutations.reduce(mutate, VALID_BODIES[path]());
          const body = envelope === 'data' ? { data } : envelope === 'bare' ? data : replacement;
          const before = await recordCount();
          await expectHandled(await post(path, body, asOther ? other : authorization), before);
        },
      ),
      { numRuns: 300, seed: 20261205 },
    );
  }, 120_000);

  it('on every route with a path id, and in find: a 4xx or a success, never a 500', async () => {
    const pathId = fc.oneof(
      fc.string({ minLength: 1 }).map(encodeURIComponent),
      fc.constantFrom('%E2%82', '%C0%80', '%ff', '%00', '..', '%2e%2e', 'a'.repeat(3000)),
    );
    const routes = [
      (id: string) => `/v1/subjects/${id}`,
      (id: string) => `/v1/media-searches/${id}`,
      (id: string) => `/v1/media-searches/execution/${id}?remove_markdown=${id}`,
      (id: string) => `/v1/media-searches/aggregate/${id}`,
      (id: string) => `/v1/media-searches/configuration/by-media-search-id/${id}`,
      (id: string) => `/v1/sanctions-peps-watchlists-checks/aggregate/${id}`,
      (id: string) => `/v1/sanctions-peps-watchlists-checks/sources/${id}`,
      (id: string) => `/v1/media-searches/find?page=${id}&internal_subject_id=${id}&subject_id=${id}`,
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: routes.length - 1 }),
        pathId,
        fc.boolean(),
        async (route, id, remove) => {
          const path = routes[route](id);
          const request =
            remove && !path.includes('?') ? service.api().delete(path) : service.api().get(path);
          await expectHandled(await request.set('Authorization', authorization), await recordCount());
        },
      ),
      { numRuns: 200, seed: 20261205 },
    );
  }, 120_000);
});
