import zlib from 'node:zlib';
import type { EntityManager } from '@mikro-orm/postgresql';
import { startListMirror } from '../support/list-mirror';
import { startTestService, type TestService } from '../support/test-service';

const BASE = '/v1/sanctions-peps-watchlists-checks';
const DAY = 24 * 3600 * 1000;
let service: TestService;
let mirror: Awaited<ReturnType<typeof startListMirror>>;
let authorization: string;

beforeAll(async () => {
  service = await startTestService({ env: { JOBS: 'on', JOB_POLLING_SECONDS: '0.5' } });
  mirror = await startListMirror();
  await refreshDpl();
  ({ authorization } = await service.issueCredential('Monitoring Bank', 'm@monitoring.example'));
}, 60_000);
afterAll(async () => {
  await mirror.close();
  await service.stop();
});

const em = () => service.domain.database.em.fork() as EntityManager;
async function refreshDpl() {
  const [outcome] = await service.domain.listRefresher.refresh(em(), {
    baseUrl: mirror.baseUrl,
    lists: ['us_bis_denied'],
  });
  expect(outcome.status).toMatch(/updated|unchanged/);
  service.domain.screeningIndex.invalidate();
}

async function monitoredCheck(name: string, monitoring: { interval: string; is_active: boolean }) {
  const subject = await service
    .api()
    .post('/v1/subjects/create-subject')
    .set('Authorization', authorization)
    .send({ data: { name } });
  const configuration = await service
    .api()
    .post(`${BASE}/configuration/create-configuration`)
    .set('Authorization', authorization)
    .send({ data: { monitoring, datasets: ['us_bis_denied'] } });
  const created = await service
    .api()
    .post(`${BASE}/new-check`)
    .set('Authorization', authorization)
    .send({
      data: {
        sanction_pep_watchlist_configuration_id:
          configuration.body.data.sanction_pep_watchlist_configuration_id,
        subject_id: subject.body.data.subject_id,
      },
    });
  return created.body.data.sanctions_peps_watchlists_check_id as string;
}

async function executions(checkId: string) {
  const response = await service
    .api()
    .get(`${BASE}/aggregate/${checkId}`)
    .set('Authorization', authorization);
  return response.body.data.sanction_pep_watchlist_search.sanction_pep_watchlist_search_executions as {
    trigger: string;
    removed_results: { subject_name: string }[];
    results: { subject_name: string; change: string }[];
  }[];
}

/** Jobs run in the background: wait (bounded) until the check has `count` executions. */
async function untilExecutions(checkId: string, count: number) {
  for (let waited = 0; waited < 20_000; waited += 250) {
    const list = await executions(checkId);
    if (list.length >= count) return list;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`check ${checkId} did not reach ${count} executions`);
}

describe('monitoring', () => {
  it('re-runs a due check as a job when the clock passes its interval, and only then', async () => {
    const weekly = await monitoredCheck('Aaron Abraham Villa', { interval: 'WEEKLY', is_active: true });
    const inactive = await monitoredCheck('Aaron Abraham Villa', { interval: 'DAILY', is_active: false });
    const now = Date.now();
    expect(await service.jobs!.sweep(new Date(now + 6 * DAY))).toBe(0);

    expect(await service.jobs!.sweep(new Date(now + 8 * DAY))).toBe(1);
    const [first, second] = await untilExecutions(weekly, 2);
    expect(first.trigger).toBe('MANUAL');
    expect(second.trigger).toBe('MONITORING');
    expect(second.results.map((r) => [r.subject_name, r.change])).toEqual([
      ['AARON ABRAHAM VILLA', 'UNCHANGED'],
    ]);
    expect(second.removed_results).toEqual([]);

    // The re-run counts as done at the driven time: not due again until another week has passed.
    expect(await service.jobs!.sweep(new Date(now + 10 * DAY))).toBe(0);
    expect(await service.jobs!.sweep(new Date(now + 16 * DAY))).toBe(1);
    await untilExecutions(weekly, 3);
    expect(await executions(inactive)).toHaveLength(1);
  });

  it('re-screens monitored checks after a list refresh and marks what is gone and what is new', async () => {
    const checkId = await monitoredCheck('Aaron Abraham Villa', { interval: 'MONTHLY', is_active: true });
    expect((await executions(checkId))[0].results[0].subject_name).toBe('AARON ABRAHAM VILLA');

    // The publisher removes the entry.
    const dpl = zlib.gunzipSync(mirror.recorded('dpl.txt')).toString('utf8');
    mirror.serve('dpl.txt', {
      body: Buffer.from(
        dpl
          .split('\n')
          .filter((l) => !l.startsWith('"AARON ABRAHAM VILLA"'))
          .join('\n'),
      ),
    });
    await refreshDpl();
    await service.jobs!.rescreenMonitored();
    const afterRemoval = await untilExecutions(checkId, 2);
    expect(afterRemoval[1].trigger).toBe('LIST_REFRESH');
    expect(afterRemoval[1].results).toEqual([]);
    expect(afterRemoval[1].removed_results).toEqual([
      expect.objectContaining({ subject_name: 'AARON ABRAHAM VILLA' }),
    ]);

    // And lists it again.
    mirror.reset();
    await refreshDpl();
    await service.jobs!.rescreenMonitored();
    const afterReturn = await untilExecutions(checkId, 3);
    expect(afterReturn[2].results.map((r) => [r.subject_name, r.change])).toEqual([
      ['AARON ABRAHAM VILLA', 'NEW'],
    ]);
  });
});
