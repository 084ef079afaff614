import zlib from 'node:zlib';
import type { EntityManager } from '@mikro-orm/postgresql';
import { startListMirror } from '../support/list-mirror';
import { startTestService, type TestService } from '../support/test-service';

let service: TestService;
let mirror: Awaited<ReturnType<typeof startListMirror>>;
const em = () => service.domain.database.em.fork() as EntityManager;
const refresh = (lists: string[]) =>
  service.domain.listRefresher.refresh(em(), { baseUrl: mirror.baseUrl, lists });

async function activeCount(list: string): Promise<number | undefined> {
  return (await service.domain.lists.activeVersions(em())).find((v) => v.listName === list)?.entityCount;
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

beforeAll(async () => {
  service = await startTestService();
  mirror = await startListMirror();
});
afterEach(() => mirror.reset());
afterAll(async () => {
  await mirror.close();
  await service.stop();
});

describe('list refresh from the publishers (a local server serving recorded files)', () => {
  it('loads new versions and reports them; an identical download is unchanged', async () => {
    const first = await refresh(['un_sc_sanctions', 'us_bis_denied', 'eu_fsf', 'gb_hmt_sanctions']);
    expect(first.map((o) => [o.list, o.status])).toEqual([
      ['un_sc_sanctions', 'updated'],
      ['us_bis_denied', 'updated'],
      ['eu_fsf', 'updated'],
      ['gb_hmt_sanctions', 'updated'],
    ]);
    expect(await activeCount('un_sc_sanctions')).toBe(1003);
    expect(await storedEntities('un_sc_sanctions')).toBe(1003);
    expect(mirror.requests).toEqual(expect.arrayContaining(['consolidated.xml', 'dpl.txt', 'ConList.csv']));

    const second = await refresh(['un_sc_sanctions']);
    expect(second).toEqual([{ list: 'un_sc_sanctions', status: 'unchanged', entityCount: 1003 }]);
  });

  it('keeps the old version when the publisher answers with an error', async () => {
    mirror.serve('consolidated.xml', { status: 503 });
    const [outcome] = await refresh(['un_sc_sanctions']);
    expect(outcome).toMatchObject({
      list: 'un_sc_sanctions',
      status: 'failed',
      error: expect.stringMatching(/HTTP 503/),
    });
    expect(await storedEntities('un_sc_sanctions')).toBe(1003);
  });

  it('keeps the old version when the download is truncated', async () => {
    const recorded = mirror.recorded('consolidated.xml');
    mirror.serve('consolidated.xml', { body: recorded.subarray(0, Math.floor(recorded.length / 2)) });
    const [outcome] = await refresh(['un_sc_sanctions']);
    expect(outcome.status).toBe('failed');
    expect(outcome.error).toMatch(/gzip|damaged|unexpected end/i);
    expect(await storedEntities('un_sc_sanctions')).toBe(1003);
  });

  it('keeps the old version when the file is not the list format', async () => {
    mirror.serve('consolidated.xml', { body: Buffer.from('<html><body>Maintenance</body></html>') });
    const [outcome] = await refresh(['un_sc_sanctions']);
    expect(outcome.status).toBe('failed');
    expect(await storedEntities('un_sc_sanctions')).toBe(1003);
  });

  it('refuses a list that shrank suspiciously, and reports it', async () => {
    const dpl = zlib.gunzipSync(mirror.recorded('dpl.txt')).toString('utf8').split('\n');
    mirror.serve('dpl.txt', { body: Buffer.from(dpl.slice(0, 60).join('\n')) });
    const before = await activeCount('us_bis_denied');
    const [outcome] = await refresh(['us_bis_denied']);
    expect(outcome).toMatchObject({ status: 'failed', error: expect.stringMatching(/refused/) });
    expect(await activeCount('us_bis_denied')).toBe(before);
  });

  it('records failed attempts for the operator', async () => {
    const rows = await em()
      .getConnection()
      .execute<{ n: number }[]>(
        `select count(*)::int as n from list_version where status = 'failed' and error is not null`,
      );
    expect(rows[0].n).toBeGreaterThanOrEqual(4);
  });
});
