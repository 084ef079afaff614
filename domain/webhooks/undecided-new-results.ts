import type { EntityManager } from '@mikro-orm/postgresql';
import { queryRows, sql } from '../database/sql';
import type { DispositionRisk } from '../dispositions/disposition-risk';
import { needsDecision } from '../sanctions/checks/undecided-results';

/** A result an alert names. */
export interface UndecidedResult {
  resultId: string;
  entityName: string;
  dataset: string;
  score: number;
}

/**
 * Results of an execution that are new against the check's previous execution and still need a decision (the
 * checks' own rule: a decision carried over from an earlier execution counts). Best first.
 */
export async function undecidedNewResults(
  em: EntityManager,
  executionId: string,
): Promise<UndecidedResult[]> {
  const results = await queryRows(
    em,
    sql`select r.id, r.entity->>'name' as name, r.entity->>'dataset' as dataset, r.score,
          coalesce((select json_agg(json_build_object('risk', d.risk, 'created_at', d.created_at))
                    from sanction_result_disposition d where d.result_id = r.id), '[]') as dispositions
        from sanction_check_result r
        where r.execution_id = ${executionId} and r.change = 'NEW'
        order by r.rank`,
    (row: {
      id: string;
      name: string;
      dataset: string;
      score: number;
      dispositions: { risk: DispositionRisk; created_at: string }[];
    }) => ({
      result: { resultId: row.id, entityName: row.name, dataset: row.dataset, score: row.score },
      dispositions: row.dispositions.map((d) => ({ risk: d.risk, createdAt: new Date(d.created_at) })),
    }),
  );
  return results.filter((r) => needsDecision(r.dispositions)).map((r) => r.result);
}
