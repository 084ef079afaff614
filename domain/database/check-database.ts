import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, sql } from './sql';

/** True when the database answers a trivial query. */
export async function checkDatabase(em: EntityManager): Promise<boolean> {
  try {
    await execute(em, sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
