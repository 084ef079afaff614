import type { EntityManager } from '@mikro-orm/postgresql';
import { queryRows, sql } from '../database/sql';

/** A result an alert names. */
export interface UndecidedResult {
  resultId: string;
  entityName: string;
  dataset: string;
  score: number;
}

/**
 * Results of an execution that are new against the check's previous execution and carry no decision: what an
 * analyst has not seen yet. Best first.
 */
export async function undecidedNewResults(
  em: EntityManager,
  executionId: string,
): Promise<UndecidedResult[]> {
  return queryRows(
    em,
    sql`select r.id, r.entity->>'name' as name, r.entity->>'dataset' as dataset, r.score
        from sanction_check_result r
        where r.execution_id = ${executionId} and r.change = 'NEW'
          and not exists (select 1 from sanction_result_disposition d where d.result_id = r.id)
        order by r.rank`,
    (row: { id: string; name: string; dataset: string; score: number }) => ({
      resultId: row.id,
      entityName: row.name,
      dataset: row.dataset,
      score: row.score,
    }),
  );
}
