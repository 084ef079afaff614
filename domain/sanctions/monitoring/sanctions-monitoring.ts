import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlOf } from '../../database/sql';
import { INTERVAL_DAYS } from '../checks/check-configuration';

const INTERVAL_DAYS_SQL = `case k.monitoring_interval ${Object.entries(INTERVAL_DAYS)
  .map(([interval, days]) => `when '${interval}' then ${days}`)
  .join(' ')} end`;

/** Which checks monitoring must run again. Time comes from the caller, so tests can drive it. */
export class SanctionsMonitoring {
  /** Checks under active monitoring whose last execution is at least one interval before `now`. */
  async dueChecks(em: EntityManager, now: Date): Promise<string[]> {
    const rows: { id: string }[] = await sqlOf(em)(
      `select c.id from sanction_check c join sanction_check_configuration k on k.id = c.configuration_id
       where k.monitoring_active and c.last_executed_at + (${INTERVAL_DAYS_SQL}) * interval '1 day' <= ?
       order by c.last_executed_at`,
      [now],
    );
    return rows.map((r) => r.id);
  }

  /** Every check under active monitoring (re-screened when a list changes). */
  async monitoredChecks(em: EntityManager): Promise<string[]> {
    const rows: { id: string }[] = await sqlOf(em)(
      `select c.id from sanction_check c join sanction_check_configuration k on k.id = c.configuration_id
       where k.monitoring_active order by c.id`,
    );
    return rows.map((r) => r.id);
  }
}
