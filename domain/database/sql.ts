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
