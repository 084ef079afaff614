import type { EntityManager } from '@mikro-orm/postgresql';
import { isDatabaseUnavailable } from '../../domain/database/is-database-unavailable';
import { openDatabase, type Database } from '../../domain/database/open-database';
import { execute, queryRow, queryRows, sql } from '../../domain/database/sql';
import { createTestDatabase } from '../support/test-database';

let testDatabase: Awaited<ReturnType<typeof createTestDatabase>>;
let database: Database;
const em = () => database.em.fork() as EntityManager;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  // One connection: a statement that kept its connection would leave the next one waiting forever.
  database = await openDatabase({ url: testDatabase.url, poolMax: 1 });
  await execute(em(), sql`create table probe (id int primary key, note text not null)`);
});
afterAll(async () => {
  await database.close(true);
  await testDatabase.drop();
});

describe('values read back', () => {
  it('gives a timestamp as a Date to the millisecond, a date as its day, a count as a number', async () => {
    const at = new Date('2026-03-04T05:06:07.891Z');
    const row = await queryRow(
      em(),
      sql`select ${at}::timestamptz as at, ${'2026-03-04'}::date as day, count(*) as n
          from generate_series(1, 3)`,
      (r: { at: Date; day: string; n: number }) => r,
    );
    expect(row).toEqual({ at, day: '2026-03-04', n: 3 });
    expect(row!.at).toBeInstanceOf(Date);
  });

  it('binds an array as one parameter', async () => {
    const ids = await queryRows(
      em(),
      sql`select x from unnest(${['b', 'a', 'c']}::text[]) as x where x = any(${['a', 'c']}::text[]) order by x`,
      (r: { x: string }) => r.x,
    );
    expect(ids).toEqual(['a', 'c']);
  });
});

describe('transactions', () => {
  it('runs on the transaction of the EntityManager: its writes are seen inside and undone by a rollback', async () => {
    await expect(
      em().transactional(async (tx) => {
        await execute(tx, sql`insert into probe (id, note) values (${1}, ${'inside'})`);
        const seen = await queryRows(tx, sql`select note from probe`, (r: { note: string }) => r.note);
        expect(seen).toEqual(['inside']);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await queryRows(em(), sql`select note from probe`, (r: { note: string }) => r.note)).toEqual([]);
  });

  it('gives every connection back, also after a failed statement', async () => {
    for (let i = 0; i < 5; i++) {
      await expect(execute(em(), sql`select * from no_such_table`)).rejects.toThrow(/no_such_table/);
    }
    expect(await execute(em(), sql`insert into probe (id, note) values (${2}, ${'after'})`)).toBe(1);
  });
});

describe('a value PostgreSQL refuses', () => {
  it('is an error of the statement, not an unavailable database', async () => {
    const refusal = await execute(
      em(),
      sql`insert into probe (id, note) values (${3}, ${'nul \u0000 byte'})`,
    ).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toMatchObject({ code: '22021' });
    expect(isDatabaseUnavailable(refusal)).toBe(false);
    expect(await queryRows(em(), sql`select id from probe where id = ${3}`, (r) => r)).toEqual([]);
  });
});
