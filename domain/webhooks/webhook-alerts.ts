import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, join, queryRow, queryRows, sql } from '../database/sql';
import { newId } from '../ids';
import type { ExecutionTrigger } from '../sanctions/checks/check-records';
import { undecidedNewResults } from './undecided-new-results';
import type { WebhookDeliveryQueue } from './webhook-delivery-queue';
import { UNDECIDED_RESULTS_EVENT, undecidedResultsPayload, type AlertedExecution } from './webhook-payload';

/** Executions the platform ran by itself: nobody is looking at them unless told. */
const ALERTING_TRIGGERS: readonly ExecutionTrigger[] = ['MONITORING', 'LIST_REFRESH'];

/**
 * Tells an organisation's webhook endpoints when a monitoring or list-refresh execution found results without a
 * decision. Only the execution's own organisation's endpoints are told. Running it twice for an execution
 * queues nothing twice (one delivery per endpoint and execution).
 */
export class WebhookAlerts {
  constructor(private readonly queue: WebhookDeliveryQueue) {}

  /** Returns how many endpoints are to be told. */
  async alertExecution(em: EntityManager, executionId: string): Promise<number> {
    const execution = await queryRow(
      em,
      sql`select e.id, e.check_id, e.organisation_id, c.subject_id, e.trigger, e.created_at
          from sanction_check_execution e join sanction_check c on c.id = e.check_id
          where e.id = ${executionId}`,
      toExecution,
    );
    if (!execution || !ALERTING_TRIGGERS.includes(execution.trigger)) return 0;
    const endpointIds = await queryRows(
      em,
      sql`select id from webhook_endpoint where organisation_id = ${execution.organisationId} order by id`,
      (row: { id: string }) => row.id,
    );
    if (endpointIds.length === 0) return 0;
    const results = await undecidedNewResults(em, executionId);
    if (results.length === 0) return 0;
    const now = new Date();
    const rows = endpointIds.map((endpointId) => {
      const id = newId();
      const body = JSON.stringify(undecidedResultsPayload(id, execution, results));
      return sql`(${id}, ${execution.organisationId}, ${endpointId}, ${execution.checkId}, ${execution.id},
        ${UNDECIDED_RESULTS_EVENT}, ${body}, 'PENDING', ${now})`;
    });
    await execute(
      em,
      sql`insert into webhook_delivery (id, organisation_id, endpoint_id, check_id, execution_id, event, body,
            status, created_at)
          values ${join(rows)}
          on conflict (endpoint_id, execution_id) do nothing`,
    );
    // Also the deliveries an earlier, interrupted run of this step wrote but could not queue.
    const pending = await queryRows(
      em,
      sql`select id from webhook_delivery where execution_id = ${execution.id} and status = 'PENDING'`,
      (row: { id: string }) => row.id,
    );
    for (const deliveryId of pending) await this.queue.enqueue(deliveryId);
    return pending.length;
  }
}

function toExecution(row: {
  id: string;
  check_id: string;
  organisation_id: string;
  subject_id: string;
  trigger: ExecutionTrigger;
  created_at: Date;
}): AlertedExecution {
  return {
    id: row.id,
    checkId: row.check_id,
    organisationId: row.organisation_id,
    subjectId: row.subject_id,
    trigger: row.trigger,
    createdAt: row.created_at,
  };
}
