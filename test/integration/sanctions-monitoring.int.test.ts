import zlib from 'node:zlib';
import type { EntityManager } from '@mikro-orm/postgresql';
import { startListMirror } from '../support/list-mirror';
import { startTestService, type TestService } from '../support/test-service';

const BASE = '/v1/sanctions-peps-watchlists-checks';
const DAY = 24 * 3600 * 1000;
let service: TestService;
let mirror: Awaited<ReturnType<typeof startListMirror>>;
let authorization: string;
let userId: string;

beforeAll(async () => {
  service = await startTestService({ env: { JOBS: 'on', JOB_POLLING_SECONDS: '0.5' } });
  mirror = await startListMirror();
  await refreshDpl();
  ({ authorization, userId } = await service.issueCredential('Monitoring Bank', 'm@monitoring.example'));
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

interface DispositionBody {
  sanction_pep_watchlists_disposition_id: string;
  risk: string;
  justification: string;
  carried_over_from_disposition_id: string | null;
  created_by: { user_id: string };
}

interface ExecutionBody {
  trigger: string;
  undecided_results_count: number;
  removed_results: { subject_name: string }[];
  results: {
    sanction_pep_watchlist_result_id: string;
    subject_name: string;
    change: string;
    created_by: { user_id: string };
    dispositions: DispositionBody[];
    decision_in_force: DispositionBody | null;
    needs_decision: boolean;
  }[];
}

async function aggregate(checkId: string) {
  const response = await service
    .api()
    .get(`${BASE}/aggregate/${checkId}`)
    .set('Authorization', authorization);
  return response.body.data.sanction_pep_watchlist_search as {
    undecided_results_count: number;
    sanction_pep_watchlist_search_executions: ExecutionBody[];
  };
}

async function executions(checkId: string) {
  return (await aggregate(checkId)).sanction_pep_watchlist_search_executions;
}

async function decide(resultId: string, risk: string, justification: string): Promise<string> {
  const response = await service
    .api()
    .post(`${BASE}/results/override-disposition`)
    .set('Authorization', authorization)
    .send({ data: { sanction_pep_watchlist_result_id: resultId, risk, justification } });
  expect(response.status).toBe(201);
  return response.body.data.sanction_pep_watchlists_disposition_id as string;
}

/** The recorded DPL with one entry's line changed by `change`; served by the mirror. */
function serveDplWith(name: string, change: (line: string) => string) {
  const dpl = zlib.gunzipSync(mirror.recorded('dpl.txt')).toString('utf8').split('\n');
  const changed = dpl.map((line) => (line.startsWith(`"${name}"`) ? change(line) : line));
  expect(changed).not.toEqual(dpl);
  mirror.serve('dpl.txt', { body: Buffer.from(changed.join('\n')) });
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
  }, 120_000);
});

describe('decisions that stick', () => {
  it("carries an analyst's decision into later executions, also one decided after monitoring ran", async () => {
    const checkId = await monitoredCheck('Aaron Abraham Villa', { interval: 'WEEKLY', is_active: true });
    const [manual] = await executions(checkId);
    expect(manual.results[0]).toMatchObject({ needs_decision: true, decision_in_force: null });
    expect((await aggregate(checkId)).undecided_results_count).toBe(1);

    const now = Date.now();
    await service.jobs!.sweep(new Date(now + 8 * DAY));
    const [, monitored] = await untilExecutions(checkId, 2);
    // A run of the platform is on behalf of whoever created the check.
    expect(monitored.results[0].created_by).toEqual({ user_id: userId });
    expect(monitored.results[0].needs_decision).toBe(true);

    // The analyst decides on the first execution's result, after the monitoring run.
    const original = await decide(
      manual.results[0].sanction_pep_watchlist_result_id,
      'NOT_RISKY',
      'Different person: born 1990, the listed one decades earlier.',
    );
    const carried = {
      risk: 'NOT_RISKY',
      justification: 'Different person: born 1990, the listed one decades earlier.',
      carried_over_from_disposition_id: original,
      created_by: { user_id: userId },
    };
    const afterDecision = await aggregate(checkId);
    const [first, second] = afterDecision.sanction_pep_watchlist_search_executions;
    expect(first.results[0].decision_in_force).toMatchObject({
      sanction_pep_watchlists_disposition_id: original,
      carried_over_from_disposition_id: null,
    });
    expect(second.results[0].dispositions).toEqual([expect.objectContaining(carried)]);
    expect(second.results[0].needs_decision).toBe(false);
    expect(afterDecision.undecided_results_count).toBe(0);

    await service.jobs!.sweep(new Date(now + 16 * DAY));
    const [, , third] = await untilExecutions(checkId, 3);
    expect(third.trigger).toBe('MONITORING');
    expect(third.results.map((r) => [r.subject_name, r.change, r.needs_decision])).toEqual([
      ['AARON ABRAHAM VILLA', 'UNCHANGED', false],
    ]);
    expect(third.results[0].decision_in_force).toMatchObject(carried);
    expect(third.undecided_results_count).toBe(0);
  });

  it('keeps a decision through list refreshes until the listed entry changes, then asks again', async () => {
    const checkId = await monitoredCheck('Aaron Abraham Villa', { interval: 'MONTHLY', is_active: true });
    const [manual] = await executions(checkId);
    const original = await decide(
      manual.results[0].sanction_pep_watchlist_result_id,
      'RISKY',
      'Same person: address matches the customer file.',
    );

    try {
      // The publisher changes another entry: this one's data is the same, the decision stays in force.
      serveDplWith('ABDIEL PADRON MADRID', (line) => line.replace('P.O. BOX 3000', 'P.O. BOX 3001'));
      await refreshDpl();
      await service.jobs!.rescreenMonitored();
      const [, sameData] = await untilExecutions(checkId, 2);
      expect(sameData.trigger).toBe('LIST_REFRESH');
      expect(sameData.results[0]).toMatchObject({
        subject_name: 'AARON ABRAHAM VILLA',
        needs_decision: false,
        decision_in_force: { risk: 'RISKY', carried_over_from_disposition_id: original },
      });

      // The publisher changes this entry's address: the earlier decision was about other data.
      serveDplWith('AARON ABRAHAM VILLA', (line) => line.replace('3415 RIVERA AVENUE', '3417 RIVERA AVENUE'));
      await refreshDpl();
      await service.jobs!.rescreenMonitored();
      const [, , changed] = await untilExecutions(checkId, 3);
      expect(changed.results[0]).toMatchObject({
        subject_name: 'AARON ABRAHAM VILLA',
        change: 'UNCHANGED',
        dispositions: [],
        decision_in_force: null,
        needs_decision: true,
      });
      expect(changed.undecided_results_count).toBe(1);
      expect((await aggregate(checkId)).undecided_results_count).toBe(1);
    } finally {
      mirror.reset();
      await refreshDpl();
    }
  }, 120_000);
});
