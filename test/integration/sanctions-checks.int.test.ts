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
  // Three real lists, loaded through the refresh path: OFAC SDN (people, vessels), the UN Security
  // Council list and BIS Denied Persons.
  const outcomes = await service.domain.listRefresher.refresh(
    service.domain.database.em.fork() as EntityManager,
    {
      baseUrl: mirror.baseUrl,
      lists: ['us_ofac_sdn', 'un_sc_sanctions', 'us_bis_denied'],
    },
  );
  await mirror.close();
  expect(outcomes.map((o) => o.status)).toEqual(['updated', 'updated', 'updated']);
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

interface ExecutionBody {
  sanction_pep_watchlist_search_execution_id: string;
  source_reference: string;
  results: Record<string, unknown>[];
}

/** The one execution of a check just made, and its results. */
const executionOf = (aggregate: { sanction_pep_watchlist_search: Record<string, unknown> }) =>
  (aggregate.sanction_pep_watchlist_search.sanction_pep_watchlist_search_executions as ExecutionBody[])[0];

/** What the gateway adds to every Result of an execution made by organisation A's user. */
function resultEnvelope(executionId: string) {
  return {
    sanction_pep_watchlist_result_id: expect.stringMatching(UUID),
    sanction_pep_watchlist_execution_id: executionId,
    organisation_id: orgA.organisationId,
    created_at: expect.stringMatching(ISO_MILLIS),
    created_by: { user_id: orgA.userId },
    dispositions: [],
    decision_in_force: null,
    needs_decision: true,
    change: 'NEW',
    match_score: expect.any(Number),
    match_rank: 1,
    match_explanation: expect.objectContaining({ features: expect.any(Array) }),
  };
}

const NO_VESSEL = {
  vessel_callsigns: [],
  vessel_flags: [],
  vessel_past_flags: [],
  vessel_types: [],
  vessel_imo_numbers: [],
  vessel_mmsis: [],
  vessel_gross_registered_tonnage: null,
  vessel_deadweight_tonnage: null,
};

describe('a check of a listed person', () => {
  it('answers the OFAC SDN entry as the list states it, field by field', async () => {
    // sdn.csv:  29249,"LAM, Carrie","individual","HK-EO13936","Chief Executive of the Hong Kong Special
    //           Administrative Region",-0- …,"DOB 13 May 1957; POB Hong Kong; nationality Hong Kong; Gender Female;
    //           Secondary sanctions risk: pursuant to the Hong Kong Autonomy Act of 2020 - Public Law 116-149;
    //           Passport KJ0505670 (Hong Kong) issued 13 Apr 2016 expires 13 Apr 2026; National ID No. D3356664
    //           (Hong Kong); Chief Executive of the Hong Kong Special Administrative Region."
    // add.csv:  29249,44241,"Victoria House, No. 15 Barker Road, The Peak",-0- ,"Hong Kong",-0-
    // alt.csv:  29249,45963,"aka","LAM CHENG, Yuet-ngor",-0- / 29249,45964,"aka","LAM CHENG, Carrie Yuet-ngor",-0-
    const subjectId = await subject({
      name: 'Carrie Lam',
      date_of_birth: '1957-05-13',
      nationalities: ['HK'],
    });
    const { ids, aggregate } = await check(subjectId, await configuration({ datasets: ['us_ofac_sdn'] }));
    const execution = executionOf(aggregate);
    expect(execution.results[0]).toEqual({
      ...resultEnvelope(ids.sanction_pep_watchlist_execution_id),
      dataset: 'us_ofac_sdn',
      source_id: '29249',
      subject_name: 'LAM, Carrie',
      subject_type: 'INDIVIDUAL',
      aliases: ['LAM CHENG, Yuet-ngor', 'LAM CHENG, Carrie Yuet-ngor'],
      previous_names: [],
      date_of_birth: '1957-05-13',
      date_of_death: null,
      date_of_incorporation: null,
      end_date: null,
      gender: 'female',
      nationalities: ['HK'],
      countries: ['HK'],
      country_of_origin: 'HK',
      place_of_origin: 'Hong Kong',
      addresses: ['Victoria House, No. 15 Barker Road, The Peak, Hong Kong'],
      positions: ['Chief Executive of the Hong Kong Special Administrative Region'],
      political_affiliations: [],
      descriptions: [],
      educations: [],
      religions: [],
      notes: [
        'Secondary sanctions risk: pursuant to the Hong Kong Autonomy Act of 2020 - Public Law 116-149',
      ],
      source_urls: ['https://sanctionssearch.ofac.treas.gov/Details.aspx?id=29249'],
      websites: [],
      programs: [
        {
          program_id: 'SDN-HK-EO13936',
          title: 'Hong Kong Normalization (E.O. 13936)',
          summary: 'SDN list entries designated under OFAC program tag [HK-EO13936]',
          url: 'https://ofac.treasury.gov/sanctions-programs-and-country-information',
          issuer_acronym: 'OFAC',
          issuer_name: 'Office of Foreign Assets Control',
          issuer_organisation: 'U.S. Department of the Treasury',
          issuer_territory: 'US',
          issuer_flag: '🇺🇸',
          measures: ['asset freeze', 'prohibition of dealings with U.S. persons'],
          sort_rank: 1,
        },
      ],
      topics: [{ topic_id: 'sanction', category: 'sanction', label: 'Sanctioned entity' }],
      identifiers: [
        { type: 'passport', value: 'KJ0505670', country: 'HK', label: 'Passport' },
        { type: 'national_id', value: 'D3356664', country: 'HK', label: 'National ID No.' },
      ],
      ...NO_VESSEL,
    });
  });

  it('answers the UN entry as the list states it, its birth date as precise as the list gives it', async () => {
    // UN_consolidated.xml, INDIVIDUAL QDi.299 (Al-Qaida, listed on 2011-10-05): FIRST…FOURTH_NAME IBRAHIM /
    // AWWAD / IBRAHIM / ALI AL-BADRI AL-SAMARRAI; NAME_ORIGINAL_SCRIPT إبراهيم عواد إبراهيم علي البدري السامرائي;
    // TITLE Dr.; NATIONALITY Iraq; aliases (Good) "Dr. Ibrahim ‘Awwad Ibrahim ’Ali al-Badri al-Samarrai’",
    // (Low) "أبو دعاء", (Low) "Dr. Ibrahim", (Low) "أبو بكر البغدادي الحسيني القريشي (Abu Bakr al-Baghdadi …)";
    // addresses Iraq and Syrian Arab Republic; date of birth EXACT, YEAR 1971; place of birth Iraq;
    // document National Identification Number, "Ration card number:" 0134852; COMMENTS1 "Description:
    // Height: 1.65 m. Weight: 85 kg. Black hair and eyes. White skin. Leader of Islamic State in Iraq …".
    const subjectId = await subject({
      name: 'Ibrahim Awwad Ibrahim al-Badri',
      date_of_birth: '1971-01-01',
      nationalities: ['IQ'],
    });
    const { ids, aggregate } = await check(subjectId, await configuration({ datasets: ['un_sc_sanctions'] }));
    const [result] = executionOf(aggregate).results;
    expect(result).toEqual({
      ...resultEnvelope(ids.sanction_pep_watchlist_execution_id),
      dataset: 'un_sc_sanctions',
      source_id: 'QDi.299',
      subject_name: 'IBRAHIM AWWAD IBRAHIM ALI AL-BADRI AL-SAMARRAI',
      subject_type: 'INDIVIDUAL',
      aliases: [
        'Dr. Ibrahim ‘Awwad Ibrahim ’Ali al-Badri al-Samarrai’',
        'Dr. Ibrahim',
        'إبراهيم عواد إبراهيم علي البدري السامرائي',
        'أبو دعاء',
        'أبو بكر البغدادي الحسيني القريشي (Abu Bakr al-Baghdadi al-Husayni al-Quraishi; Abu Bakr al-Baghdadi)',
      ],
      previous_names: [],
      date_of_birth: '1971',
      date_of_death: null,
      date_of_incorporation: null,
      end_date: null,
      gender: null,
      nationalities: ['IQ'],
      countries: ['IQ', 'SY'],
      country_of_origin: 'IQ',
      place_of_origin: 'Iraq',
      addresses: ['Iraq', 'Syrian Arab Republic'],
      positions: [],
      political_affiliations: [],
      descriptions: ['Height: 1.65 m. Weight: 85 kg. Black hair and eyes. White skin'],
      educations: [],
      religions: [],
      notes: [
        expect.stringMatching(
          /^Description: Height: 1\.65 m\. .* Leader of Islamic State in Iraq and the Levant, listed as Al-Qaida in Iraq \(AQI\) \(QDe\.115\)\. /,
        ),
      ],
      source_urls: [],
      websites: [],
      programs: [
        {
          program_id: 'UN-Al-Qaida',
          title: "ISIL (Da'esh) and Al-Qaida Sanctions (resolutions 1267, 1989, 2253)",
          summary: 'UN Security Council Consolidated List, Al-Qaida section',
          url: 'https://main.un.org/securitycouncil/en/sanctions/information',
          issuer_acronym: 'UNSC',
          issuer_name: 'United Nations Security Council',
          issuer_organisation: 'United Nations',
          issuer_territory: 'UN',
          issuer_flag: '🇺🇳',
          measures: ['asset freeze', 'travel ban', 'arms embargo'],
          sort_rank: 1,
        },
      ],
      topics: [{ topic_id: 'sanction', category: 'sanction', label: 'Sanctioned entity' }],
      identifiers: [{ type: 'national_id', value: '0134852', country: null, label: 'Ration card number:' }],
      ...NO_VESSEL,
    });
  });

  it('finds the OFAC entry despite spelling and order, in the check aggregate', async () => {
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
    const execution = executionOf(aggregate);
    expect(execution.sanction_pep_watchlist_search_execution_id).toBe(
      ids.sanction_pep_watchlist_execution_id,
    );
    expect(execution.source_reference).toMatch(UUID);
    // sdn.csv: 6944,"AL-SHARIF, Sa'd Abdullah Hussein",…,"DOB 1969; alt. DOB 1963; alt. DOB 11 Feb 1964; POB
    // Al-Medinah, Saudi Arabia; nationality Saudi Arabia; Passport B 960789; alt. Passport G 649385 issued …"
    expect(execution.results[0]).toMatchObject({
      source_id: '6944',
      subject_name: "AL-SHARIF, Sa'd Abdullah Hussein",
      date_of_birth: '1969; 1963; 1964-02-11',
      nationalities: ['SA'],
      place_of_origin: 'Al-Medinah, Saudi Arabia',
    });
  });

  it('lists several results best first: scores never rise and ranks count from 1', async () => {
    const subjectId = await subject({ name: 'Mohammed Ali' });
    const { aggregate } = await check(subjectId, await configuration());
    const results = executionOf(aggregate).results as { match_score: number; match_rank: number }[];
    const scores = results.map((r) => r.match_score);
    // Several results of different scores, so that the order says something.
    expect(new Set(scores).size).toBeGreaterThanOrEqual(2);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(results.map((r) => r.match_rank)).toEqual(results.map((_, i) => i + 1));
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

  it('dates every dataset it screened, also the lists whose files carry no date', async () => {
    const subjectId = await subject({ name: 'Someone Else' });
    const { ids } = await check(subjectId, await configuration());
    const sources = await get(`/sources/${ids.sanction_pep_watchlist_execution_id}`);
    const datasets = sources.body.data.datasets as { name: string; updated_at: string | null }[];
    expect(datasets.length).toBeGreaterThanOrEqual(18);
    expect(datasets.filter((d) => typeof d.updated_at !== 'string')).toEqual([]);
    // The US CSL, loaded from the bundled snapshot: when that copy was taken (its gzip header's time).
    expect(datasets.find((d) => d.name === 'us_csl_entity_list')?.updated_at).toBe(
      '2022-05-16T18:22:28.000Z',
    );
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
    // The contract names the disposition's id one way, in the Result's dispositions; the answer uses that name.
    expect(recorded.body.data).toEqual({
      sanction_pep_watchlists_disposition_id: expect.stringMatching(UUID),
    });
    const reread = (await get(`/aggregate/${ids.sanctions_peps_watchlists_check_id}`)).body.data;
    const decided =
      reread.sanction_pep_watchlist_search.sanction_pep_watchlist_search_executions[0].results[0];
    const expected = {
      sanction_pep_watchlists_disposition_id: recorded.body.data.sanction_pep_watchlists_disposition_id,
      organisation_id: orgA.organisationId,
      risk: 'RISKY',
      justification: 'Same person: name and address confirmed with the customer file.',
      carried_over_from_disposition_id: null,
      created_at: expect.stringMatching(ISO_MILLIS),
      created_by: { user_id: orgA.userId },
    };
    expect(decided.dispositions).toEqual([expected]);
    expect(decided.decision_in_force).toEqual(expected);
    expect(decided.needs_decision).toBe(false);
    expect(reread.sanction_pep_watchlist_search.undecided_results_count).toBe(
      aggregate.sanction_pep_watchlist_search.undecided_results_count - 1,
    );
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
    // Left open by an analyst, the result is still work to do.
    const open = await post('/results/override-disposition', {
      sanction_pep_watchlist_result_id: result.sanction_pep_watchlist_result_id,
      risk: 'UNDETERMINED',
      justification: 'Waiting for the customer to send a passport copy.',
    });
    expect(open.status).toBe(201);
    const afterOpen = (await get(`/aggregate/${ids.sanctions_peps_watchlists_check_id}`)).body.data
      .sanction_pep_watchlist_search;
    const openResult = afterOpen.sanction_pep_watchlist_search_executions[0].results[0];
    expect(openResult.decision_in_force).toMatchObject({
      sanction_pep_watchlists_disposition_id: open.body.data.sanction_pep_watchlists_disposition_id,
      risk: 'UNDETERMINED',
    });
    expect(openResult.needs_decision).toBe(true);
    expect(afterOpen.undecided_results_count).toBe(
      aggregate.sanction_pep_watchlist_search.undecided_results_count,
    );
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
