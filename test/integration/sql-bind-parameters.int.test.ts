import type { EntityManager } from '@mikro-orm/postgresql';
import pino from 'pino';
import request from 'supertest';
import { loadConfig } from '../../app/config';
import { createService, type Service } from '../../app/create-service';
import { frontendMessages, type FrontendMessage } from '../support/frontend-messages';
import { fixtureList } from '../support/fixture-list';
import { databaseBehindProxy } from '../support/database-behind-proxy';

const BASE = '/v1/sanctions-peps-watchlists-checks';

/** Customer data no statement text may carry: each value occurs nowhere else in the test's traffic. */
const CUSTOMER = {
  name: 'Quorvath Zelinsky-Bramblewood',
  alias: 'Quorvath Z. Bramblewoode',
  internalId: 'CUST-7741-ZQX',
  place: 'Vexholmstraße 17, 4021 Trondervik',
  justification: 'Same man: passport 7741-QZX seen by the branch on 3 May.',
};

let database: Awaited<ReturnType<typeof databaseBehindProxy>>;
let service: Service;
const statements: string[] = [];

beforeAll(async () => {
  database = await databaseBehindProxy();
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    CREDENTIAL_CACHE_TTL_MS: '0',
    LOAD_BUNDLED_LISTS: 'false',
    LOAD_SITE_CONTENT: 'false',
    JOBS: 'off',
  });
  service = await createService(config, {
    databaseUrl: database.url,
    logger: pino({ level: 'silent' }),
    onQuery: (statement) => statements.push(statement),
  });
  // The listed spelling differs from the customer's: the customer's own spelling reaches the server only
  // from the customer's requests.
  await service.domain.lists.load(
    service.domain.database.em.fork() as EntityManager,
    'wire_fixture',
    fixtureList('wire_fixture', [{ name: 'ZELINSKY-BRAMBLEWOOD, Quorvath' }, { name: 'Someone Unrelated' }]),
    { origin: 'test' },
  );
}, 60_000);
afterAll(async () => {
  await service.close();
  await database.proxy.cut();
  await database.drop();
});

describe('statements on the wire', () => {
  it('carry customer data only as bind parameters, never in the statement text', async () => {
    const { authorization } = await service.domain.credentials.issue(
      service.domain.database.em.fork() as EntityManager,
      'Wire Bank',
      'analyst@wire.example',
    );
    const api = () => request(service.publicApp);
    const created = await api()
      .post('/v1/subjects/create-subject')
      .set('Authorization', authorization)
      .send({
        data: {
          name: CUSTOMER.name,
          aliases: [CUSTOMER.alias],
          internal_id: CUSTOMER.internalId,
          places: [{ place: CUSTOMER.place }],
        },
      });
    expect(created.status).toBe(201);
    const subjectId = created.body.data.subject_id;
    const configuration = await api()
      .post(`${BASE}/configuration/create-configuration`)
      .set('Authorization', authorization)
      .send({ data: { monitoring: { interval: 'WEEKLY', is_active: true } } });
    expect(configuration.status).toBe(201);
    const check = await api()
      .post(`${BASE}/new-check`)
      .set('Authorization', authorization)
      .send({
        data: {
          sanction_pep_watchlist_configuration_id:
            configuration.body.data.sanction_pep_watchlist_configuration_id,
          subject_id: subjectId,
        },
      });
    expect(check.status).toBe(201);
    const checkId = check.body.data.sanctions_peps_watchlists_check_id;
    const aggregate = await api().get(`${BASE}/aggregate/${checkId}`).set('Authorization', authorization);
    const [result] =
      aggregate.body.data.sanction_pep_watchlist_search.sanction_pep_watchlist_search_executions[0].results;
    expect(result.subject_name).toBe('ZELINSKY-BRAMBLEWOOD, Quorvath');
    const disposition = await api()
      .post(`${BASE}/results/override-disposition`)
      .set('Authorization', authorization)
      .send({
        data: {
          sanction_pep_watchlist_result_id: result.sanction_pep_watchlist_result_id,
          risk: 'RISKY',
          justification: CUSTOMER.justification,
        },
      });
    expect(disposition.status).toBe(201);
    const reread = await api().get(`${BASE}/aggregate/${checkId}`).set('Authorization', authorization);
    expect(
      reread.body.data.sanction_pep_watchlist_search.sanction_pep_watchlist_search_executions[0].results[0]
        .dispositions[0].justification,
    ).toBe(CUSTOMER.justification);
    const subject = await api().get(`/v1/subjects/${subjectId}`).set('Authorization', authorization);
    expect(subject.body.data).toMatchObject({ name: CUSTOMER.name, internal_id: CUSTOMER.internalId });
    const listed = await request(service.internalApp)
      .post('/graphql')
      .set('Authorization', authorization)
      .send({
        query: 'query ($tag: String) { subjects(internalId: $tag) { total items { name } } }',
        variables: { tag: CUSTOMER.internalId },
      });
    expect(listed.body.data.subjects).toEqual({ total: 1, items: [{ name: CUSTOMER.name }] });

    const sent = database.proxy.clientBytes().flatMap(frontendMessages);
    const texts = (type: string) => sent.filter((m) => m.type === type).map(bodyText);
    const statementTexts = [...texts('Q'), ...texts('P')];
    const boundValues = texts('B');
    expect(statementTexts.length).toBeGreaterThan(10);
    for (const value of Object.values(CUSTOMER)) {
      expect(statementTexts.filter((text) => text.includes(value))).toEqual([]);
      expect(boundValues.some((values) => values.includes(value))).toBe(true);
    }
  });

  it('are reported to onQuery as their text with placeholders, never with the values', () => {
    const reported = statements.map((statement) => statement.replace(/\s+/g, ' ')).join('\n');
    expect(reported).toMatch(/insert into subject \(.*\) values \(\$1, \$2/);
    expect(reported).toMatch(/insert into sanction_result_disposition/);
    for (const value of Object.values(CUSTOMER)) expect(reported).not.toContain(value);
  });
});

function bodyText(message: FrontendMessage): string {
  return message.body.toString('utf8');
}
