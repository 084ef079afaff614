import type { EntityManager } from '@mikro-orm/postgresql';
import { queryRows, sql } from '../../database/sql';
import { INTERVAL_DAYS } from '../checks/check-configuration';

const toId = (row: { id: string }) => row.id;

/** Which checks monitoring must run again. Time comes from the caller, so tests can drive it. */
export class SanctionsMonitoring {
  /** Checks under active monitoring whose last execution is at least one interval before `now`. */
  async dueChecks(em: EntityManager, now: Date): Promise<string[]> {
    return queryRows(
      em,
      sql`select c.id from sanction_check c join sanction_check_configuration k on k.id = c.configuration_id
          where k.monitoring_active
            and c.last_executed_at
              + (${JSON.stringify(INTERVAL_DAYS)}::jsonb ->> k.monitoring_interval)::int * interval '1 day' <= ${now}
          order by c.last_executed_at`,
      toId,
    );
  }

  /** Every check under active monitoring (re-screened when a list changes). */
  async monitoredChecks(em: EntityManager): Promise<string[]> {
    return queryRows(
      em,
      sql`select c.id from sanction_check c join sanction_check_configuration k on k.id = c.configuration_id
          where k.monitoring_active order by c.id`,
      toId,
    );
  }
}
