import type { EntityManager } from '@mikro-orm/postgresql';

/** True when the database answers a trivial query. */
export async function checkDatabase(em: EntityManager): Promise<boolean> {
  try {
    await em.getConnection().execute('select 1');
    return true;
  } catch {
    return false;
  }
}
