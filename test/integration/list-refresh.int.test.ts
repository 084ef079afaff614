import zlib from 'node:zlib';
import type { EntityManager } from '@mikro-orm/postgresql';
import { startListMirror } from '../support/list-mirror';
import { startTestService, type TestService } from '../support/test-service';

// Every test has a service and database of its own, without lists, and a mirror of the publishers:
// it loads what it needs, so that any test runs alone and in any order.
let service: TestService;
let mirror: Awaited<ReturnType<typeof startListMirror>>;
const em = () => service.domain.database.em.fork() as EntityManager;
const refresh = (lists: string[]) =>
  service.domain.listRefresher.refresh(em(), { baseUrl: mirror.baseUrl, lists });

beforeEach(async () => {
  service = await startTestService({ env: { LOAD_BUNDLED_LISTS: 'false', JOBS: 'off' } });
  mirror = await startListMirror();
});
afterEach(async () => {
  await mirror.close();
  await service.stop();
});

async function activeVersion(list: string) {
  return (await service.domain.lists.activeVersions(em())).find((v) => v.listName === list);
}

async function storedEntities(list: string): Promise<number> {
  const rows = await em()
    .getConnection()
    .execute<{ n: number }[]>(
      `select count(*)::int as n from listed_entity e join list_version v on v.id = e.version_id
       where v.status = 'active' and v.list_name = ?`,
      [list],
    );
  return rows[0].n;
}

/** The UN list loaded from the mirror: the version a failed refresh must leave in place. */
async function loadUnList() {
  const [loaded] = await refresh(['un_sc_sanctions']);
  expect(loaded.status).toBe('updated');
  return activeVersion('un_sc_sanctions');
}

describe('list refresh from the publishers (a local server serving recorded files)', () => {
  it('loads new versions and reports them; an identical download is unchanged', async () => {
    const first = await refresh(['un_sc_sanctions', 'us_bis_denied', 'eu_fsf', 'gb_hmt_sanctions']);
    expect(first.map((o) => [o.list, o.status])).toEqual([
      ['un_sc_sanctions', 'updated'],
      ['us_bis_denied', 'updated'],
      ['eu_fsf', 'updated'],
      ['gb_hmt_sanctions', 'updated'],
    ]);
    expect((await activeVersion('un_sc_sanctions'))?.entityCount).toBe(1003);
    expect(await storedEntities('un_sc_sanctions')).toBe(1003);
    expect(mirror.requests).toEqual(expect.arrayContaining(['consolidated.xml', 'dpl.txt', 'ConList.csv']));

    const loaded = await activeVersion('un_sc_sanctions');
    const second = await refresh(['un_sc_sanctions']);
    expect(second).toEqual([{ list: 'un_sc_sanctions', status: 'unchanged', entityCount: 1003 }]);
    expect((await activeVersion('un_sc_sanctions'))?.id).toBe(loaded?.id);
  });

  it('keeps the old version when the publisher answers with an error', async () => {
    const before = await loadUnList();
    mirror.serve('consolidated.xml', { status: 503 });
    const [outcome] = await refresh(['un_sc_sanctions']);
    expect(outcome).toMatchObject({
      list: 'un_sc_sanctions',
      status: 'failed',
      error: expect.stringMatching(/HTTP 503/),
      previousEntityCount: 1003,
    });
    expect(await activeVersion('un_sc_sanctions')).toEqual(before);
    expect(await storedEntities('un_sc_sanctions')).toBe(1003);
  });

  it('keeps the old version when the download is truncated', async () => {
    const before = await loadUnList();
    const recorded = mirror.recorded('consolidated.xml');
    mirror.serve('consolidated.xml', { body: recorded.subarray(0, Math.floor(recorded.length / 2)) });
    const [outcome] = await refresh(['un_sc_sanctions']);
    expect(outcome.status).toBe('failed');
    expect(outcome.error).toMatch(/gzip|damaged|unexpected end/i);
    expect(await activeVersion('un_sc_sanctions')).toEqual(before);
    expect(await storedEntities('un_sc_sanctions')).toBe(1003);
  });

  it('keeps the old version when the file is not the list format', async () => {
    const before = await loadUnList();
    mirror.serve('consolidated.xml', { body: Buffer.from('<html><body>Maintenance</body></html>') });
    const [outcome] = await refresh(['un_sc_sanctions']);
    expect(outcome.status).toBe('failed');
    expect(await activeVersion('un_sc_sanctions')).toEqual(before);
    expect(await storedEntities('un_sc_sanctions')).toBe(1003);
  });

  it('refuses a list that shrank suspiciously, and reports it', async () => {
    const [loaded] = await refresh(['us_bis_denied']);
    expect(loaded.status).toBe('updated');
    const before = await activeVersion('us_bis_denied');
    const dpl = zlib.gunzipSync(mirror.recorded('dpl.txt')).toString('utf8').split('\n');
    mirror.serve('dpl.txt', { body: Buffer.from(dpl.slice(0, 60).join('\n')) });
    const [outcome] = await refresh(['us_bis_denied']);
    expect(outcome).toMatchObject({ status: 'failed', error: expect.stringMatching(/refused/) });
    expect(await activeVersion('us_bis_denied')).toEqual(before);
  });

  it('records a failed attempt for the operator, with its error', async () => {
    mirror.serve('consolidated.xml', { status: 503 });
    await refresh(['un_sc_sanctions']);
    const rows = await em()
      .getConnection()
      .execute<{ list_name: string; error: string }[]>(
        `select list_name, error from list_version where status = 'failed'`,
      );
    expect(rows).toEqual([{ list_name: 'un_sc_sanctions', error: expect.stringMatching(/HTTP 503/) }]);
  });

  it("dates every dataset: the file's own date, else the download's Last-Modified, else when it was fetched", async () => {
    mirror.serve('sdn.csv', { headers: { 'Last-Modified': 'Fri, 20 Nov 2026 14:05:00 GMT' } });
    const before = new Date().toISOString();
    const outcomes = await refresh(['us_ofac_sdn', 'un_sc_sanctions', 'us_trade_csl']);
    const after = new Date().toISOString();
    expect(outcomes.map((o) => o.status)).toEqual(['updated', 'updated', 'updated']);
    const versions = (await service.domain.lists.activeVersions(em())).map((v) => v.id);
    const dates = Object.fromEntries(
      (await service.domain.lists.datasetsOf(em(), versions)).map((d) => [d.name, d.updatedAt]),
    );
    // OFAC's files carry no date: the publisher's Last-Modified does.
    expect(dates.us_ofac_sdn).toBe('2026-11-20T14:05:00.000Z');
    // The UN file says when it was generated.
    expect(dates.un_sc_sanctions).toBe('2026-02-27T00:00:09.554Z');
    // The CSL carries neither, nor did this answer: when our copy was fetched, for it and each of its lists.
    const csl = Object.entries(dates).filter(
      ([name]) => name.startsWith('us_csl_') || name === 'us_trade_csl',
    );
    expect(csl).toHaveLength(14);
    for (const [, date] of csl) {
      expect(date! >= before && date! <= after).toBe(true);
    }
  });
});
