import type { EntityManager } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { fixtureList } from '../support/fixture-list';
import { startTestService, type TestService } from '../support/test-service';

const BASE = '/v1/sanctions-peps-watchlists-checks';
const LIST = 'rebuild_fixture';
const OLD_ENTRY = 'VARNESKI, Oleg Dmitrovich';
const NEW_ENTRY = 'QUILLANTE, Mirela Sofia';

let service: TestService;
let authorization: string;
let configurationId: string;
const em = () => service.domain.database.em.fork() as EntityManager;

beforeAll(async () => {
  service = await startTestService({ env: { LOAD_BUNDLED_LISTS: 'false', JOBS: 'off' } });
  await service.domain.lists.load(em(), LIST, fixtureList(LIST, [{ name: OLD_ENTRY }]), { origin: 'test' });
  ({ authorization } = await service.issueCredential('Rebuild Bank', 'a@rebuild.example'));
  const configuration = await service
    .api()
    .post(`${BASE}/configuration/create-configuration`)
    .set('Authorization', authorization)
    .send({ data: { monitoring: { interval: 'WEEKLY', is_active: false } } });
  configurationId = configuration.body.data.sanction_pep_watchlist_configuration_id;
}, 60_000);
afterAll(() => service.stop());

/** The names a new check of a subject called `name` finds. */
async function screenedNames(name: string): Promise<string[]> {
  const subject = await service
    .api()
    .post('/v1/subjects/create-subject')
    .set('Authorization', authorization)
    .send({ data: { name } });
  const created = await service
    .api()
    .post(`${BASE}/new-check`)
    .set('Authorization', authorization)
    .send({
      data: {
        sanction_pep_watchlist_configuration_id: configurationId,
        subject_id: subject.body.data.subject_id,
      },
    });
  expect(created.status).toBe(201);
  const aggregate = await service
    .api()
    .get(`${BASE}/aggregate/${created.body.data.sanctions_peps_watchlists_check_id}`)
    .set('Authorization', authorization);
  const [execution] =
    aggregate.body.data.sanction_pep_watchlist_search.sanction_pep_watchlist_search_executions;
  return execution.results.map((r: { subject_name: string }) => r.subject_name);
}

/** Resolves once a statement of another session waits for a lock on listed_entity. */
async function untilWaitingOnListedEntity(observer: Client): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const { rows } = await observer.query(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock' and query like '%from listed_entity%'`,
    );
    if (rows[0].n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the rebuild never started reading entities');
}

/**
 * `answer`, or a failure when it waits for the held-up rebuild (which lasts as long as the lock, so any
 * generous limit tells the two apart, also on a loaded machine).
 */
function withoutWaiting<T>(answer: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the check waited for the rebuild')), 15_000);
  });
  return Promise.race([answer, limit]).finally(() => clearTimeout(timer));
}

describe('a rebuild of the match index', () => {
  it('lets checks go on against the old index until the new one is complete', async () => {
    expect(await screenedNames('Oleg Dmitrovich Varneski')).toEqual([OLD_ENTRY]);

    // A background look at the versions the check above may have started is over before the list
    // changes, so the rebuild of the new version is the one this test holds up.
    await service.domain.screeningIndex.upToDate();
    // A new version of the list replaces the entry; the rebuild is held up while it reads the entities.
    await service.domain.lists.load(em(), LIST, fixtureList(LIST, [{ name: NEW_ENTRY }]), { origin: 'test' });
    const blocker = new Client({ connectionString: service.databaseUrl });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('lock table listed_entity in access exclusive mode');
      let rebuilt = false;
      const rebuild = service.domain.screeningIndex.upToDate().then(() => (rebuilt = true));
      await untilWaitingOnListedEntity(blocker);

      // Answered while the build waits, from the whole old index: the old entry, not yet the new one.
      expect(await withoutWaiting(screenedNames('Oleg Dmitrovich Varneski'))).toEqual([OLD_ENTRY]);
      expect(await withoutWaiting(screenedNames('Mirela Sofia Quillante'))).toEqual([]);
      expect(rebuilt).toBe(false);

      await blocker.query('commit');
      await rebuild;
    } finally {
      // Ends the lock in any case, so that a failing check does not leave the rebuild (and the suite) hanging.
      await blocker.end();
    }
    expect(await screenedNames('Mirela Sofia Quillante')).toEqual([NEW_ENTRY]);
    expect(await screenedNames('Oleg Dmitrovich Varneski')).toEqual([]);
  }, 90_000);
});
