import type { EntityManager } from '@mikro-orm/postgresql';
import { expectErrorBody, ISO_MILLIS, UUID } from '../support/expectations';
import { startListMirror } from '../support/list-mirror';
import { startTestService, type TestService } from '../support/test-service';

const BASE = '/v1/sanctions-peps-watchlists-checks';
let service: TestService;
let orgA: { organisationId: string; userId: string; authorization: string };
let orgB: { organisationId: string; userId: string; authorization: string };

beforeAll(async () => {
  service = await startTestService();
  const mirror = await startListMirror();
  // Two real lists, loaded through the refresh path: OFAC SDN (people, vessels) and BIS Denied Persons.
  const outcomes = await service.domain.listRefresher.refresh(
    service.domain.database.em.fork() as EntityManager,
    {
      baseUrl: mirror.baseUrl,
      lists: ['us_ofac_sdn', 'us_bis_denied'],
    },
  );
  await mirror.close();
  expect(outcomes.map((o) => o.status)).toEqual(['updated', 'updated']);
  orgA = await service.issueCredential('Sanctions Bank A', 'a@sanctions-a.example');
  orgB = await service.issueCredential('Sanctions Bank B', 'b@sanctions-b.example');
}, 120_000);
afterAll(() => service.stop());

const post = (path: string, data: unknown, authorization = orgA.authorization) =>
  service.api().post(`${BASE}${path}`).set('Authorization', authorization).send({ data });
const get = (path: string, authorization = orgA.authorization) =>
  service.api().get(`${BASE}${path}`).set('Authorization', authorization);

async function subject(data: Record<string, unknown>, authorization = orgA.authorization): Promise<string> {
  const response = await service
    .api()
    .post('/v1/subjects/create-subject')
    .set('Authorization', authorization)
    .send({ data });
  expect(response.status).toBe(201);
  return response.body.data.subject_id;
}

async function configuration(
  data: Record<string, unknown> = {},
  authorization = orgA.authorization,
): Promise<string> {
  const response = await post(
    '/configuration/create-configuration',
    { monitoring: { interval: 'WEEKLY', is_active: true }, ...data },
    authorization,
  );
  expect(response.status).toBe(201);
  expect(response.body.data.sanction_pep_watchlist_configuration_id).toMatch(UUID);
  return response.body.data.sanction_pep_watchlist_configuration_id;
}

async function check(subjectId: string, configurationId: string) {
  const created = await post('/new-check', {
    sanction_pep_watchlist_configuration_id: configurationId,
    subject_id: subjectId,
  });
  expect(created.status).toBe(201);
  expect(created.body.data).toEqual({
    sanction_pep_watchlist_execution_id: expect.stringMatching(UUID),
    sanctions_peps_watchlists_check_id: expect.stringMatching(UUID),
  });
  const aggregate = await get(`/aggregate/${created.body.data.sanctions_peps_watchlists_check_id}`);
  expect(aggregate.status).toBe(200);
  return { ids: created.body.data, aggregate: aggregate.body.data };
}

describe('a check of a listed person', () => {
  it('finds the OFAC entry despite spelling and order, with every Result field', async () => {
    const subjectId = await subject({
      name: 'Saad Abdullah Hussein Al Sharif',
      date_of_birth: '1964-02-11',
      nationalities: ['SA'],
    });
    const { ids, aggregate } = await check(subjectId, await configuration());
    const search = aggregate.sanction_pep_watchlist_search;
    expect(search).toMatchObject({
      sanctions_peps_watchlists_check_id: ids.sanctions_peps_watchlists_check_id,
      organisation_id: orgA.organisationId,
      created_at: expect.stringMatching(ISO_MILLIS),
      created_by: { user_id: orgA.userId },
    });
    expect(aggregate.subject).toMatchObject({
      subject_id: subjectId,
      name: 'Saad Abdullah Hussein Al Sharif',
    });
    const [execution] = search.sanction_pep_watchlist_search_executions;
    expect(execution.sanction_pep_watchlist_search_execution_id).toBe(
      ids.sanction_pep_watchlist_execution_id,
    );
    expect(execution.source_reference).toMatch(UUID);
    const result = execution.results[0];
    expect(result).toMatchObject({
      sanction_pep_watchlist_result_id: expect.stringMatching(UUID),
      sanction_pep_watchlist_execution_id: ids.sanction_pep_watchlist_execution_id,
      organisation_id: orgA.organisationId,
      created_at: expect.stringMatching(ISO_MILLIS),
      created_by: { user_id: orgA.userId },
      subject_name: "AL-SHARIF, Sa'd Abdullah Hussein",
      subject_type: 'INDIVIDUAL',
      nationalities: ['SA'],
      place_of_origin: expect.stringMatching(/Medinah/),
      dataset: 'us_ofac_sdn',
      dispositions: [],
      change: 'NEW',
      match_score: expect.any(Number),
    });
    expect(result.date_of_birth).toMatch(/1964-02-11/);
    expect(result.programs[0]).toMatchObject({
      program_id: expect.any(String),
      title: expect.any(String),
      issuer_acronym: 'OFAC',
      issuer_territory: 'US',
      issuer_flag: expect.any(String),
      measures: expect.any(Array),
      sort_rank: 1,
    });
    expect(result.topics).toContainEqual(
      expect.objectContaining({ topic_id: 'sanction', category: 'sanction' }),
    );
    expect(result.identifiers).toContainEqual(
      expect.objectContaining({ type: 'passport', value: expect.stringMatching(/960789/) }),
    );
    for (const field of [
      'addresses',
      'aliases',
      'countries',
      'descriptions',
      'educations',
      'nationalities',
      'notes',
      'political_affiliations',
      'positions',
      'previous_names',
      'religions',
      'source_urls',
      'vessel_callsigns',
      'vessel_flags',
      'vessel_imo_numbers',
      'vessel_mmsis',
      'vessel_past_flags',
      'vessel_types',
      'websites',
    ]) {
      expect(Array.isArray(result[field])).toBe(true);
    }
    for (const field of [
      'country_of_origin',
      'date_of_death',
      'date_of_incorporation',
      'end_date',
      'gender',
      'vessel_deadweight_tonnage',
      'vessel_gross_registered_tonnage',
    ]) {
      expect(result).toHaveProperty(field);
    }
    // Every result explains itself, and results come best first, above the threshold.
    expect(result.match_explanation).toBeTruthy();
    const scores = execution.results.map((r: { match_score: number }) => r.match_score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('finds a vessel by its IMO number given as an alias, with the vessel fields', async () => {
    const subjectId = await subject({ name: 'Ocean Star', type: 'VESSEL', aliases: ['IMO 9187629'] });
    const { aggregate } = await check(subjectId, await configuration());
    const result =
      aggregate.sanction_pep_watchlist_search.sanction_pep_watchlist_search_executions[0].results[0];
    expect(result).toMatchObject({
      subject_name: 'ARTAVIL',
      subject_type: 'VESSEL',
      vessel_imo_numbers: ['9187629'],
      vessel_mmsis: ['572469210'],
      vessel_callsigns: ['T2EU4'],
      vessel_types: ['Crude/Oil Products Tanker'],
    });
    expect(result.vessel_past_flags).toEqual(expect.arrayContaining(['MT', 'TV', 'TZ']));
    expect(result.vessel_gross_registered_tonnage ?? result.vessel_deadweight_tonnage).toBeTruthy();
  });

  it('reports nothing for an ordinary customer', async () => {
    const subjectId = await subject({
      name: 'Erika Mustermann',
      date_of_birth: '1964-08-12',
      nationalities: ['DE'],
    });
    const { aggregate } = await check(subjectId, await configuration());
    expect(
      aggregate.sanction_pep_watchlist_search.sanction_pep_watchlist_search_executions[0].results,
    ).toEqual([]);
  });

  it('lists the datasets an execution used', async () => {
    const subjectId = await subject({ name: 'Someone Else' });
    const { ids } = await check(subjectId, await configuration({ datasets: ['us_bis_denied'] }));
    const sources = await get(`/sources/${ids.sanction_pep_watchlist_execution_id}`);
    expect(sources.status).toBe(200);
    expect(sources.body.data).toEqual({
      sources_id: expect.stringMatching(UUID),
      datasets: [
        {
          name: 'us_bis_denied',
          title: expect.any(String),
          summary: expect.any(String),
          url: expect.stringMatching(/^https:\/\//),
          updated_at: expect.stringMatching(ISO_MILLIS),
          tags: expect.arrayContaining([{ category: expect.any(String), value: expect.any(String) }]),
        },
      ],
    });
  });
});

describe('dispositions', () => {
  it('records an analyst decision on a result and shows it in the aggregate', async () => {
    const subjectId = await subject({ name: 'Aaron Abraham Villa', nationalities: ['US'] });
    const { ids, aggregate } = await check(subjectId, await configuration({ datasets: ['us_bis_denied'] }));
    const result =
      aggregate.sanction_pep_watchlist_search.sanction_pep_watchlist_search_executions[0].results[0];
    expect(result.subject_name).toBe('AARON ABRAHAM VILLA');
    const recorded = await post('/results/override-disposition', {
      sanction_pep_watchlist_result_id: result.sanction_pep_watchlist_result_id,
      risk: 'RISKY',
      justification: 'Same person: name and address confirmed with the customer file.',
    });
    expect(recorded.status).toBe(201);
    const reread = (await get(`/aggregate/${ids.sanctions_peps_watchlists_check_id}`)).body.data;
    const [disposition] =
      reread.sanction_pep_watchlist_search.sanction_pep_watchlist_search_executions[0].results[0]
        .dispositions;
    expect(disposition).toEqual({
      sanction_pep_watchlists_disposition_id: recorded.body.data.sanctions_peps_watchlists_disposition_id,
      organisation_id: orgA.organisationId,
      risk: 'RISKY',
      justification: 'Same person: name and address confirmed with the customer file.',
      created_at: expect.stringMatching(ISO_MILLIS),
      created_by: { user_id: orgA.userId },
    });
    const blank = await post('/results/override-disposition', {
      sanction_pep_watchlist_result_id: result.sanction_pep_watchlist_result_id,
      risk: 'RISKY',
      justification: ' ',
    });
    expectErrorBody(blank, 400, 'validation-error');
    const unknownRisk = await post('/results/override-disposition', {
      sanction_pep_watchlist_result_id: result.sanction_pep_watchlist_result_id,
      risk: 'MAYBE',
      justification: 'x',
    });
    expect(expectErrorBody(unknownRisk, 400, 'validation-error').invalid_params).toEqual([
      { name: 'risk', reason: 'must be one of RISKY, NOT_RISKY, UNDETERMINED' },
    ]);
    const nul = await post('/results/override-disposition', {
      sanction_pep_watchlist_result_id: result.sanction_pep_watchlist_result_id,
      risk: 'RISKY',
      justification: 'Confirmed\u0000',
    });
    expect(expectErrorBody(nul, 400, 'validation-error').invalid_params).toEqual([
      { name: 'justification', reason: 'must not contain control characters (U+0000)' },
    ]);
    // A justification may run over several lines.
    const multiline = await post('/results/override-disposition', {
      sanction_pep_watchlist_result_id: result.sanction_pep_watchlist_result_id,
      risk: 'NOT_RISKY',
      justification: 'Different person:\n- born 1971, the listed one 1958\n- other town',
    });
    expect(multiline.status).toBe(201);
  });
});

describe('validation and tenancy', () => {
  it.each([
    ['no monitoring', {}, 'monitoring'],
    ['unknown interval', { monitoring: { interval: 'HOURLY', is_active: true } }, 'monitoring.interval'],
    [
      'is_active not boolean',
      { monitoring: { interval: 'WEEKLY', is_active: 'yes' } },
      'monitoring.is_active',
    ],
    [
      'threshold out of range',
      { monitoring: { interval: 'WEEKLY', is_active: true }, match_threshold: 120 },
      'match_threshold',
    ],
    [
      'unknown dataset',
      { monitoring: { interval: 'WEEKLY', is_active: true }, datasets: ['nope'] },
      'datasets.0',
    ],
  ])('refuses a configuration with %s', async (_label, data, field) => {
    const body = expectErrorBody(
      await post('/configuration/create-configuration', data),
      400,
      'validation-error',
    );
    expect(body.invalid_params.map((p: { name: string }) => p.name)).toContain(field);
  });

  it("keeps organisation A's checks, results and sources from organisation B", async () => {
    const subjectId = await subject({ name: 'Aaron Abraham Villa' });
    const configurationId = await configuration({ datasets: ['us_bis_denied'] });
    const { ids, aggregate } = await check(subjectId, configurationId);
    const resultId =
      aggregate.sanction_pep_watchlist_search.sanction_pep_watchlist_search_executions[0].results[0]
        .sanction_pep_watchlist_result_id;
    expectErrorBody(
      await get(`/aggregate/${ids.sanctions_peps_watchlists_check_id}`, orgB.authorization),
      404,
      'not-found',
    );
    expectErrorBody(
      await get(`/sources/${ids.sanction_pep_watchlist_execution_id}`, orgB.authorization),
      404,
      'not-found',
    );
    const bConfiguration = await configuration({}, orgB.authorization);
    const bSubject = await subject({ name: 'B Person' }, orgB.authorization);
    expectErrorBody(
      await post(
        '/new-check',
        { sanction_pep_watchlist_configuration_id: configurationId, subject_id: bSubject },
        orgB.authorization,
      ),
      404,
      'not-found',
    );
    expectErrorBody(
      await post(
        '/new-check',
        { sanction_pep_watchlist_configuration_id: bConfiguration, subject_id: subjectId },
        orgB.authorization,
      ),
      404,
      'not-found',
    );
    expectErrorBody(
      await post(
        '/results/override-disposition',
        { sanction_pep_watchlist_result_id: resultId, risk: 'NOT_RISKY', justification: 'x' },
        orgB.authorization,
      ),
      404,
      'not-found',
    );
  });

  it('deletes the checks of a deleted subject', async () => {
    const subjectId = await subject({ name: 'Aaron Abraham Villa' });
    const { ids } = await check(subjectId, await configuration({ datasets: ['us_bis_denied'] }));
    await service
      .api()
      .delete(`/v1/subjects/${subjectId}`)
      .set('Authorization', orgA.authorization)
      .expect(200);
    expectErrorBody(await get(`/aggregate/${ids.sanctions_peps_watchlists_check_id}`), 404, 'not-found');
  });
});
