import type { EntityManager } from '@mikro-orm/postgresql';

export type Sql = <T = Record<string, unknown>[]>(query: string, params?: unknown[]) => Promise<T>;

/**
 * Raw SQL on an EntityManager that runs inside its transaction when it has one: the ORM's
 * `connection.execute` uses a pooled connection unless handed the transaction context.
 */
export function sqlOf(em: EntityManager): Sql {
  return (query, params = []) =>
    em.getConnection().execute(query, params, 'all', em.getTransactionContext()) as Promise<never>;
}

/**
 * Raw SQL whose parameters travel to PostgreSQL as bind parameters. The ORM's `execute` inlines every
 * parameter into the query text on the client, which for a bulk insert of megabytes of JSON builds several
 * copies of it per batch (and doubled the service's memory while loading lists).
 */
export function boundSqlOf(em: EntityManager): Sql {
  return async (query, params = []) => {
    const statement = em
      .getConnection()
      .getKnex()
      .raw(query, params as never[]);
    const transaction = em.getTransactionContext();
    if (transaction) statement.transacting(transaction);
    const result = (await statement) as { rows: unknown };
    return result.rows as never;
  };
}
