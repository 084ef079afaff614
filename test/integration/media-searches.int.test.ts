import { expectErrorBody, ISO_MILLIS, UUID } from '../support/expectations';
import { startTestService, type TestService } from '../support/test-service';

/**
 * Media searches through the API, without running executions (JOBS=off: a new execution waits,
 * INITIATED). Executions themselves are tested in media-executions.int.test.ts.
 */
const BASE = '/v1/media-searches';
let service: TestService;
let orgA: { organisationId: string; userId: string; authorization: string };
let orgB: { organisationId: string; userId: string; authorization: string };

beforeAll(async () => {
  service = await startTestService({ env: { JOBS: 'off', LOAD_BUNDLED_LISTS: 'false' } });
  orgA = await service.issueCredential('Media Bank A', 'a@media-a.example');
  orgB = await service.issueCredential('Media Bank B', 'b@media-b.example');
}, 60_000);
afterAll(() => service.stop());

const post = (path: string, data: unknown, authorization = orgA.authorization) =>
  service.api().post(path).set('Authorization', authorization).send({ data });
const get = (path: string, authorization = orgA.authorization) =>
  service.api().get(path).set('Authorization', authorization);

async function subject(data: Record<string, unknown>, authorization = orgA.authorization): Promise<string> {
  const response = await post('/v1/subjects/create-subject', data, authorization);
  expect(response.status).toBe(201);
  return response.body.data.subject_id;
}

async function configuration(data: Record<string, unknown> = {}, authorization = orgA.authorization) {
  const response = await post(
    `${BASE}/configuration/create-configuration`,
    { title: 'KYC onboarding', ...data },
    authorization,
  );
  expect(response.status).toBe(201);
  return response.body.data.media_search_configuration_id as string;
}

async function search(
  subjectId: string,
  configurationId: string,
  executeImmediately: boolean,
  authorization = orgA.authorization,
) {
  const response = await post(
    `${BASE}/create-search`,
    {
      media_search_configuration_id: configurationId,
      subject_id: subjectId,
      execute_immediately: executeImmediately,
    },
    authorization,
  );
  expect(response.status).toBe(201);
  return response.body.data as { media_search_id: string; media_search_execution_id: string | null };
}

async function rowCount(table: string): Promise<number> {
  const rows = await service.domain.database.em
    .fork()
    .getConnection()
    .execute(`select count(*)::int as n from ${table}`);
  return rows[0].n;
}

describe('configurations', () => {
  it('stores every field and answers it through the search, with documented defaults', async () => {
    const id = await configuration({
      reference: 'POL-7',
      is_template: true,
      language: 'DE',
      keywords: ['Betrug', 'fraud'],
      keyword_lists: [{ name: 'Finance crime', keywords: ['money laundering', 'Geldwäsche'] }],
      risk_categories: ['Fraud', 'Money Laundering'],
      max_number_of_results: 20,
      look_back_period: { days: 365, is_active: true },
      disambiguation_auto_risk_assessment: { active: true, threshold: 8 },
      subject_names_fuzzy: 'BROAD',
    });
    expect(id).toMatch(UUID);
    const created = await search(await subject({ name: 'Erika Mustermann' }), id, false);
    const response = await get(`${BASE}/configuration/by-media-search-id/${created.media_search_id}`);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      media_search_configuration_id: id,
      version: 1,
      title: 'KYC onboarding',
      reference: 'POL-7',
      organisation_id: orgA.organisationId,
      is_template: true,
      language: 'de',
      keywords: ['Betrug', 'fraud'],
      keyword_lists: [
        {
          keyword_list_id: expect.stringMatching(UUID),
          name: 'Finance crime',
          keywords: ['money laundering', 'Geldwäsche'],
        },
      ],
      risk_categories: ['Fraud', 'Money Laundering'],
      max_number_of_results: 20,
      look_back_period: { days: 365, is_active: true },
      disambiguation_auto_risk_assessment: { active: true, threshold: 8 },
      subject_names_fuzzy: 'BROAD',
      created_at: expect.stringMatching(ISO_MILLIS),
      created_by: { user_id: orgA.userId },
    });

    const minimal = await search(await subject({ name: 'Max Mustermann' }), await configuration(), false);
    const defaults = (await get(`${BASE}/configuration/by-media-search-id/${minimal.media_search_id}`)).body
      .data;
    expect(defaults).toMatchObject({
      reference: null,
      is_template: false,
      language: null,
      keywords: [],
      keyword_lists: [],
      risk_categories: [],
      max_number_of_results: 50,
      look_back_period: { days: 3650, is_active: false },
      disambiguation_auto_risk_assessment: { active: true, threshold: 7 },
      subject_names_fuzzy: 'STANDARD',
    });
  });

  it.each([
    ['no title', {}, 'title'],
    ['blank title', { title: '  ' }, 'title'],
    ['unknown language', { title: 'T', language: 'xx' }, 'language'],
    ['unknown category', { title: 'T', risk_categories: ['Fraud', 'Gossip'] }, 'risk_categories.1'],
    ['too many results', { title: 'T', max_number_of_results: 501 }, 'max_number_of_results'],
    ['no results', { title: 'T', max_number_of_results: 0 }, 'max_number_of_results'],
    [
      'look back too long',
      { title: 'T', look_back_period: { days: 36_501, is_active: true } },
      'look_back_period.days',
    ],
    [
      'threshold off the scale',
      { title: 'T', disambiguation_auto_risk_assessment: { active: true, threshold: 11 } },
      'disambiguation_auto_risk_assessment.threshold',
    ],
    ['unknown fuzziness', { title: 'T', subject_names_fuzzy: 'FUZZY' }, 'subject_names_fuzzy'],
    [
      'keyword list without keywords',
      { title: 'T', keyword_lists: [{ name: 'L', keywords: [] }] },
      'keyword_lists.0.keywords',
    ],
    ['unknown field', { title: 'T', colour: 'red' }, 'colour'],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_label, data, field) => {
    const before = await rowCount('media_search_configuration');
    const response = await post(`${BASE}/configuration/create-configuration`, data);
    const body = expectErrorBody(response, 400, 'validation-error');
    expect(body.invalid_params.map((p: { name: string }) => p.name)).toContain(field);
    expect(await rowCount('media_search_configuration')).toBe(before);
  });

  it('keeps every version: an update writes the next, and the search reads the latest', async () => {
    const id = await configuration({ max_number_of_results: 10 });
    const created = await search(await subject({ name: 'Versioned Person' }), id, false);
    const caller = { organisationId: orgA.organisationId, userId: orgA.userId, credentialId: 'test' };
    const em = service.domain.database.em.fork();
    const version = await service.domain.mediaSearches.updateConfiguration(em, caller, id, {
      title: 'KYC onboarding v2',
      maxNumberOfResults: 30,
    });
    expect(version).toBe(2);
    const latest = (await get(`${BASE}/configuration/by-media-search-id/${created.media_search_id}`)).body
      .data;
    expect(latest).toMatchObject({ version: 2, title: 'KYC onboarding v2', max_number_of_results: 30 });
    const first = await service.domain.mediaSearchQueries.configuration(em, caller, id, 1);
    expect(first).toMatchObject({ version: 1, maxNumberOfResults: 10 });
  });
});

describe('searches', () => {
  it('creates a search without an execution, and one with an execution that waits INITIATED', async () => {
    const subjectId = await subject({ name: 'Jane Roe', internal_id: 'CUST-MEDIA-1' });
    const configurationId = await configuration();
    const without = await search(subjectId, configurationId, false);
    expect(without).toEqual({
      media_search_id: expect.stringMatching(UUID),
      media_search_execution_id: null,
    });
    const metadata = await get(`${BASE}/${without.media_search_id}`);
    expect(metadata.body.data).toEqual({
      media_search_id: without.media_search_id,
      subject_id: subjectId,
      media_search_configuration_id: configurationId,
      media_search_execution_ids: [],
      organisation_id: orgA.organisationId,
      created_at: expect.stringMatching(ISO_MILLIS),
      created_by: orgA.userId,
    });

    const withExecution = await search(subjectId, configurationId, true);
    expect(withExecution.media_search_execution_id).toMatch(UUID);
    const executed = await post(`${BASE}/execute-media-search`, {
      media_search_id: withExecution.media_search_id,
    });
    expect(executed.status).toBe(201);
    expect(executed.body.data).toEqual({
      media_search_execution_id: expect.stringMatching(UUID),
      media_search_id: withExecution.media_search_id,
    });
    const ids = (await get(`${BASE}/${withExecution.media_search_id}`)).body.data.media_search_execution_ids;
    expect(ids).toEqual([
      withExecution.media_search_execution_id,
      executed.body.data.media_search_execution_id,
    ]);

    const execution = await get(`${BASE}/execution/${executed.body.data.media_search_execution_id}`);
    expect(execution.body.data).toEqual({
      media_search_execution_id: executed.body.data.media_search_execution_id,
      media_search_id: withExecution.media_search_id,
      organisation_id: orgA.organisationId,
      status: 'INITIATED',
      failure_reason: null,
      subject: { subject_id: subjectId },
      media_search_config: {
        media_search_configuration_id: configurationId,
        media_search_configuration_version: 1,
      },
      media_article_aggregates: [],
      created_at: expect.stringMatching(ISO_MILLIS),
      updated_at: expect.stringMatching(ISO_MILLIS),
      created_by: { user_id: orgA.userId },
    });
  });

  it.each([
    [
      'no configuration',
      { subject_id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b' },
      'media_search_configuration_id',
    ],
    ['execute_immediately not a boolean', { execute_immediately: 'yes' }, 'execute_immediately'],
  ])('refuses %s with a 400', async (_label, data, field) => {
    const body = expectErrorBody(await post(`${BASE}/create-search`, data), 400, 'validation-error');
    expect(body.invalid_params.map((p: { name: string }) => p.name)).toContain(field);
  });

  it('answers writes racing the delete of their search or subject with 201 or 404, never 500', async () => {
    const configurationId = await configuration();
    const sanctionsConfiguration = await post(
      '/v1/sanctions-peps-watchlists-checks/configuration/create-configuration',
      { monitoring: { interval: 'WEEKLY', is_active: false } },
    );
    const sanctionsConfigurationId = sanctionsConfiguration.body.data.sanction_pep_watchlist_configuration_id;
    const remove = (path: string) => service.api().delete(path).set('Authorization', orgA.authorization);
    // Each was a 500: the search or subject was read, then deleted before the write that refers to it.
    for (let round = 0; round < 6; round += 1) {
      const subjectId = await subject({ name: 'Race Person' });
      const { media_search_id: searchId } = await search(subjectId, configurationId, false);
      const [searchDeleted, ...onSearch] = await Promise.all([
        remove(`${BASE}/${searchId}`),
        post(`${BASE}/execute-media-search`, { media_search_id: searchId }),
        post('/v1/media-search-summaries/override-summary', {
          media_search_id: searchId,
          risky: false,
          risk_categories: [],
          summary: 'Nothing found.',
        }),
      ]);
      const [subjectDeleted, ...onSubject] = await Promise.all([
        remove(`/v1/subjects/${subjectId}`),
        post(`${BASE}/create-search`, {
          media_search_configuration_id: configurationId,
          subject_id: subjectId,
        }),
        post('/v1/sanctions-peps-watchlists-checks/new-check', {
          sanction_pep_watchlist_configuration_id: sanctionsConfigurationId,
          subject_id: subjectId,
        }),
      ]);
      expect([searchDeleted.status, subjectDeleted.status]).toEqual([200, 200]);
      for (const response of [...onSearch, ...onSubject]) expect([201, 404]).toContain(response.status);
    }
  });

  it("answers 404 for another organisation's configuration, subject, search, execution and article", async () => {
    const subjectA = await subject({ name: 'Only For A' });
    const configurationA = await configuration();
    const created = await search(subjectA, configurationA, true);
    const subjectB = await subject({ name: 'Only For B' }, orgB.authorization);
    const configurationB = await configuration({}, orgB.authorization);
    const b = orgB.authorization;
    const searchesBefore = await rowCount('media_search');
    expectErrorBody(
      await post(
        `${BASE}/create-search`,
        { media_search_configuration_id: configurationA, subject_id: subjectB },
        b,
      ),
      404,
      'not-found',
    );
    expectErrorBody(
      await post(
        `${BASE}/create-search`,
        { media_search_configuration_id: configurationB, subject_id: subjectA },
        b,
      ),
      404,
      'not-found',
    );
    expect(await rowCount('media_search')).toBe(searchesBefore);
    for (const path of [
      `${BASE}/${created.media_search_id}`,
      `${BASE}/aggregate/${created.media_search_id}`,
      `${BASE}/configuration/by-media-search-id/${created.media_search_id}`,
      `${BASE}/execution/${created.media_search_execution_id}`,
    ]) {
      expectErrorBody(await get(path, b), 404, 'not-found');
    }
    expectErrorBody(
      await post(`${BASE}/execute-media-search`, { media_search_id: created.media_search_id }, b),
      404,
      'not-found',
    );
    expectErrorBody(
      await post(
        '/v1/media-search-summaries/override-summary',
        { media_search_id: created.media_search_id, risky: false, risk_categories: [], summary: 'x' },
        b,
      ),
      404,
      'not-found',
    );
    expectErrorBody(
      await service.api().delete(`${BASE}/${created.media_search_id}`).set('Authorization', b),
      404,
      'not-found',
    );
    expect((await get(`${BASE}/${created.media_search_id}`)).status).toBe(200);
    const found = await get(`${BASE}/find?media_search_id=${created.media_search_id}`, b);
    expect(found.body).toEqual({ data: [], items_count: 0, page: 1, total: 0 });
  });

  it('deletes a search with its executions and summaries', async () => {
    const created = await search(await subject({ name: 'To Be Deleted' }), await configuration(), true);
    await post('/v1/media-search-summaries/override-summary', {
      media_search_id: created.media_search_id,
      risky: false,
      risk_categories: [],
      summary: 'Nothing found.',
    });
    const deleted = await service
      .api()
      .delete(`${BASE}/${created.media_search_id}`)
      .set('Authorization', orgA.authorization);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({
      data: { media_search_id: created.media_search_id, media_search_deleted: true },
    });
    expectErrorBody(await get(`${BASE}/${created.media_search_id}`), 404, 'not-found');
    expectErrorBody(await get(`${BASE}/execution/${created.media_search_execution_id}`), 404, 'not-found');
    const left = await service.domain.database.em
      .fork()
      .getConnection()
      .execute('select count(*)::int as n from media_search_summary where search_id = ?', [
        created.media_search_id,
      ]);
    expect(left[0].n).toBe(0);
  });

  it('deletes the media searches with their subject and answers how many', async () => {
    const subjectId = await subject({ name: 'Subject With Searches' });
    const configurationId = await configuration();
    await search(subjectId, configurationId, false);
    await search(subjectId, configurationId, true);
    const response = await service
      .api()
      .delete(`/v1/subjects/${subjectId}`)
      .set('Authorization', orgA.authorization);
    expect(response.body).toEqual({ data: { media_searches_deleted_count: 2, subject_deleted: true } });
    const found = await get(`${BASE}/find?subject_id=${subjectId}`);
    expect(found.body.total).toBe(0);
  });
});

describe('find', () => {
  it('pages newest first and filters by search, subject, configuration and internal id', async () => {
    const org = await service.issueCredential('Find Bank', 'f@find.example');
    const auth = org.authorization;
    const s1 = await subject({ name: 'Find One', internal_id: 'F-1' }, auth);
    const s2 = await subject({ name: 'Find Two', internal_id: 'F-2' }, auth);
    const c1 = await configuration({}, auth);
    const c2 = await configuration({}, auth);
    const created = [
      await search(s1, c1, false, auth),
      await search(s1, c2, false, auth),
      await search(s2, c1, false, auth),
    ];
    const all = await get(`${BASE}/find`, auth);
    expect(all.status).toBe(200);
    expect(all.body).toEqual({
      data: [...created].reverse().map((c, i) => ({
        media_search_id: c.media_search_id,
        subject_id: [s2, s1, s1][i],
        media_search_config_id: [c1, c2, c1][i],
        internal_subject_id: ['F-2', 'F-1', 'F-1'][i],
        created_at: expect.stringMatching(ISO_MILLIS),
      })),
      items_count: 3,
      page: 1,
      total: 3,
    });
    const second = await get(`${BASE}/find?page=2&page_size=2`, auth);
    expect(second.body).toMatchObject({ items_count: 1, page: 2, total: 3 });
    expect(second.body.data[0].media_search_id).toBe(created[0].media_search_id);
    const count = async (query: string) => (await get(`${BASE}/find?${query}`, auth)).body.total;
    expect(await count(`subject_id=${s1}`)).toBe(2);
    expect(await count(`media_search_configuration_id=${c1}`)).toBe(2);
    expect(await count('internal_subject_id=F-2')).toBe(1);
    expect(await count(`media_search_id=${created[1].media_search_id}`)).toBe(1);
    expect(await count(`subject_id=${s1}&media_search_configuration_id=${c1}`)).toBe(1);
    expect(await count('subject_id=not-an-id')).toBe(0);
    expect((await get(`${BASE}/find?page=9`, auth)).body).toEqual({
      data: [],
      items_count: 0,
      page: 9,
      total: 3,
    });
  });

  it.each([
    ['page_size=1001', 'page_size'],
    ['page_size=0', 'page_size'],
    ['page=0', 'page'],
    ['page=two', 'page'],
    ['colour=red', 'colour'],
    // A NUL byte cannot even be compared by PostgreSQL: it was a 500.
    ['internal_subject_id=F%001', 'internal_subject_id'],
  ])('refuses %s with a 400 naming the parameter', async (query, name) => {
    const body = expectErrorBody(await get(`${BASE}/find?${query}`), 400, 'validation-error');
    expect(body.invalid_params.map((p: { name: string }) => p.name)).toContain(name);
  });
});

describe('summaries', () => {
  it("records an analyst's summary, newest first in the aggregate, Markdown removed on request", async () => {
    const subjectId = await subject({ name: 'Summary Person' });
    const configurationId = await configuration();
    const created = await search(subjectId, configurationId, false);
    const first = await post('/v1/media-search-summaries/override-summary', {
      media_search_id: created.media_search_id,
      risky: false,
      risk_categories: [],
      summary: 'Nothing **adverse** found.',
    });
    expect(first.status).toBe(201);
    const second = await post('/v1/media-search-summaries/override-summary', {
      media_search_id: created.media_search_id,
      risky: true,
      risk_categories: ['Fraud'],
      summary: 'Fraud case: see [the article](https://news.example/a).',
    });
    const aggregate = await get(`${BASE}/aggregate/${created.media_search_id}`);
    expect(aggregate.status).toBe(200);
    const {
      media_search: searchBody,
      media_search_configuration,
      organisation,
      subject: subjectBody,
    } = aggregate.body.data;
    expect(searchBody.media_search_summaries).toEqual([
      {
        media_search_summary_id: second.body.data.media_search_summary_id,
        media_search_execution_id: null,
        summary: 'Fraud case: see [the article](https://news.example/a).',
        risky: true,
        risk_categories: ['Fraud'],
        origin: 'ANALYST',
        created_at: expect.stringMatching(ISO_MILLIS),
        created_by: { user_id: orgA.userId },
      },
      expect.objectContaining({
        media_search_summary_id: first.body.data.media_search_summary_id,
        risky: false,
      }),
    ]);
    expect(searchBody.media_search_executions).toEqual([]);
    expect(media_search_configuration.media_search_configuration_id).toBe(configurationId);
    expect(organisation).toEqual({ organisation_id: orgA.organisationId });
    expect(subjectBody.subject_id).toBe(subjectId);

    const plain = await get(`${BASE}/aggregate/${created.media_search_id}?remove_markdown=true`);
    expect(
      plain.body.data.media_search.media_search_summaries.map((s: { summary: string }) => s.summary),
    ).toEqual(['Fraud case: see the article (https://news.example/a).', 'Nothing adverse found.']);
    expectErrorBody(
      await get(`${BASE}/aggregate/${created.media_search_id}?remove_markdown=yes`),
      400,
      'validation-error',
    );
  });

  it.each([
    ['risky without categories', { risky: true, risk_categories: [], summary: 'x' }, 'risk_categories'],
    ['an unknown category', { risky: true, risk_categories: ['Gossip'], summary: 'x' }, 'risk_categories.0'],
    ['a blank summary', { risky: false, risk_categories: [], summary: ' ' }, 'summary'],
    ['a NUL byte', { risky: false, risk_categories: [], summary: 'a\u0000b' }, 'summary'],
  ])('refuses %s', async (_label, data, field) => {
    const created = await search(await subject({ name: 'Refused Summary' }), await configuration(), false);
    const body = expectErrorBody(
      await post('/v1/media-search-summaries/override-summary', {
        media_search_id: created.media_search_id,
        ...data,
      }),
      400,
      'validation-error',
    );
    expect(body.invalid_params.map((p: { name: string }) => p.name)).toContain(field);
  });
});
