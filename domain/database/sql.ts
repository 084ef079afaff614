/**
 * The one way the domain runs SQL. MikroORM 6 formats every parameter into the SQL text on the client — for raw
 * `execute` and for its own unit-of-work queries (em.find, em.flush) alike — so customer data would travel, and be
 * logged, as query text. Statements here are written with `sql` and sent with bind parameters (PostgreSQL's
 * extended protocol) on the pg client of the EntityManager's transaction, or on a pooled one. MikroORM remains the
 * connection pool, the per-request EntityManager with its transactions, and the migrator.
 */
import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import { TypeOverrides, types, type ClientBase, type QueryResult, type QueryResultRow } from 'pg';
import sqlTag, { empty, join, raw, type RawValue, type Sql } from 'sql-template-tag';

export { empty, join, raw, type Sql };

/**
 * What a statement binds. Arrays bind as PostgreSQL arrays (`= any(${ids}::uuid[])`); JSON goes in as
 * `${JSON.stringify(value)}::jsonb`, never as an object, so what is stored is what was meant.
 */
export type SqlValue = string | number | boolean | null | Date | readonly string[] | Sql;

/** A statement whose values become bind parameters ($1…$n in its text). */
export function sql(strings: TemplateStringsArray, ...values: SqlValue[]): Sql {
  // The tag's own value type knows neither arrays nor Dates, which pg binds natively.
  return sqlTag(strings, ...(values as RawValue[]));
}

/**
 * How values are read, one way for every statement: timestamptz as a Date (millisecond precision), date as its
 * 'YYYY-MM-DD' text, int8 (count(*), bigint) as a number. Set per query: MikroORM's pool reads dates as text for
 * its own hydration, and that stays as it is.
 */
const READ_TYPES = new TypeOverrides();
READ_TYPES.setTypeParser(types.builtins.TIMESTAMPTZ, types.getTypeParser(types.builtins.TIMESTAMPTZ));
READ_TYPES.setTypeParser(types.builtins.DATE, (text: string) => text);
READ_TYPES.setTypeParser(types.builtins.INT8, Number);

/** Every row of `statement`, each turned into a record by `toRecord`. */
export async function queryRows<Row extends QueryResultRow, Item>(
  em: EntityManager,
  statement: Sql,
  toRecord: (row: Row) => Item,
): Promise<Item[]> {
  return (await run<Row>(em, statement)).rows.map(toRecord);
}

/** The first row of `statement` as a record, or null when there is none. */
export async function queryRow<Row extends QueryResultRow, Item>(
  em: EntityManager,
  statement: Sql,
  toRecord: (row: Row) => Item,
): Promise<Item | null> {
  const [row] = (await run<Row>(em, statement)).rows;
  return row ? toRecord(row) : null;
}

/** A statement run for its effect; resolves to how many rows it inserted, changed or deleted. */
export async function execute(em: EntityManager, statement: Sql): Promise<number> {
  return (await run(em, statement)).rowCount ?? 0;
}

/** A statement PostgreSQL parses and plans once per connection, then only binds and runs. */
export interface PreparedSql extends Sql {
  readonly name: string;
}

/**
 * Marks a statement of fixed text that hot paths run again and again (a subject by id) as prepared under
 * `name`: pg prepares it on each pooled connection the first time and afterwards sends only its values.
 * The name must be unique per statement text.
 */
export function prepared(name: string, statement: Sql): PreparedSql {
  return Object.assign(statement, { name });
}

async function run<Row extends QueryResultRow>(
  em: EntityManager,
  statement: Sql | PreparedSql,
): Promise<QueryResult<Row>> {
  const { text, values } = statement;
  const name = 'name' in statement ? statement.name : undefined;
  // Reported like MikroORM's own statements (openDatabase's onQuery): the text, never the values.
  const logger = em.config.getLogger();
  const started = Date.now();
  try {
    const result = await onConnection(em, (client) =>
      client.query<Row>({ name, text, values, types: READ_TYPES }),
    );
    logger.logQuery({ query: text, took: Date.now() - started, results: result.rowCount ?? undefined });
    return result;
  } catch (error) {
    logger.logQuery({ query: text, took: Date.now() - started, level: 'error' });
    throw error;
  }
}

/** The transaction's own pg client when `em` is in one; otherwise a client of the pool, always given back. */
async function onConnection<T>(em: EntityManager, work: (client: ClientBase) => Promise<T>): Promise<T> {
  const transaction = em.getTransactionContext<Knex.Transaction>();
  if (transaction) {
    // After commit the client is back in the pool, serving someone else.
    if (transaction.isCompleted()) throw new Error('SQL on a transaction that has already ended');
    return work((await transaction.client.acquireConnection()) as ClientBase);
  }
  const pool = em.getConnection().getKnex().client;
  const client = (await pool.acquireConnection()) as ClientBase;
  try {
    return await work(client);
  } finally {
    await pool.releaseConnection(client);
  }
}
