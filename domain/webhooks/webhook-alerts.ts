import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, join, queryRow, queryRows, sql } from '../database/sql';
import { newId } from '../ids';
import type { ExecutionTrigger } from '../sanctions/checks/check-records';
import { undecidedNewResults } from './undecided-new-results';
import type { WebhookDeliveryQueue } from './webhook-delivery-queue';
import { UNDECIDED_RESULTS_EVENT, undecidedResultsPayload, type AlertedExecution } from './webhook-payload';

/** Executions the platform ran by itself: nobody is looking at them unless told. */
const ALERTING_TRIGGERS: readonly ExecutionTrigger[] = ['MONITORING', 'LIST_REFRESH'];

/** Deliveries older than this without a job are queued again by the sweep. */
const STALLED_AFTER_MS = 2 * 60 * 1000;

/**
 * Tells an organisation's webhook endpoints when a monitoring or list-refresh execution found results without a
 * decision. Only the execution's own organisation's endpoints are told. The deliveries are written in the
 * execution's transaction and queued after it commits; the sweep queues again any whose job was lost between
 * the two. Running either step twice sends nothing twice (one delivery per endpoint and execution, and the
 * delivery's id is its job's).
 */
export class WebhookAlerts {
  constructor(private readonly queue: WebhookDeliveryQueue) {}

  /** Writes and queues the alerts of an execution; returns how many deliveries are queued. */
  async alertExecution(em: EntityManager, executionId: string): Promise<number> {
    const deliveryIds = await this.recordAlerts(em, executionId);
    await this.send(deliveryIds);
    return deliveryIds.length;
  }

  /** Sends the deliveries to the job queue (after the transaction that wrote them committed). */
  async send(deliveryIds: readonly string[]): Promise<void> {
    for (const deliveryId of deliveryIds) await this.queue.enqueue(deliveryId);
  }

  /** Queues again deliveries still pending a while after they were written; returns how many. */
  async requeueStalled(em: EntityManager, now: Date = new Date()): Promise<number> {
    const stalled = await queryRows(
      em,
      sql`select id from webhook_delivery
          where status = 'PENDING' and created_at < ${new Date(now.getTime() - STALLED_AFTER_MS)}
          order by created_at limit 500`,
      (row: { id: string }) => row.id,
    );
    await this.send(stalled);
    return stalled.length;
  }

  /**
   * Writes one delivery per endpoint of the execution's organisation when the execution is the platform's own
   * and found new results that still need a decision; returns the ids of the execution's pending deliveries.
   */
  async recordAlerts(em: EntityManager, executionId: string): Promise<string[]> {
    const execution = await queryRow(
      em,
      sql`select e.id, e.check_id, e.organisation_id, c.subject_id, e.trigger, e.created_at
          from sanction_check_execution e join sanction_check c on c.id = e.check_id
          where e.id = ${executionId}`,
      toExecution,
    );
    if (!execution || !ALERTING_TRIGGERS.includes(execution.trigger)) return [];
    const endpointIds = await queryRows(
      em,
      sql`select id from webhook_endpoint where organisation_id = ${execution.organisationId} order by id`,
      (row: { id: string }) => row.id,
    );
    if (endpointIds.length === 0) return [];
    const results = await undecidedNewResults(em, executionId);
    if (results.length === 0) return [];
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
    return queryRows(
      em,
      sql`select id from webhook_delivery where execution_id = ${execution.id} and status = 'PENDING'`,
      (row: { id: string }) => row.id,
    );
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
