import type { EntityManager } from '@mikro-orm/postgresql';
import { empty, queryRows, sql } from '../database/sql';
import { isUuid } from '../ids';
import type {
  WebhookDeliveryAttemptRecord,
  WebhookDeliveryRecord,
  WebhookDeliveryStatus,
} from './webhook-records';

export interface WebhookDeliveryFilter {
  endpointId?: string | null;
  executionId?: string | null;
  /** At most this many, newest first. */
  limit: number;
}

/** Deliveries of the caller's organisation with their attempts, in one query. */
export class WebhookDeliveryQueries {
  async find(
    em: EntityManager,
    organisationId: string,
    filter: WebhookDeliveryFilter,
  ): Promise<WebhookDeliveryRecord[]> {
    // A malformed id matches nothing, as an unknown one does.
    if ([filter.endpointId, filter.executionId].some((id) => id != null && !isUuid(id))) return [];
    return queryRows(
      em,
      sql`select d.id, d.organisation_id, d.endpoint_id, d.check_id, d.execution_id, d.event, d.body, d.status,
            d.created_at, d.finished_at,
            coalesce((select json_agg(json_build_object('attempt', a.attempt, 'attempted_at', a.attempted_at,
                        'duration_ms', a.duration_ms, 'status_code', a.status_code, 'error', a.error)
                        order by a.attempt)
                      from webhook_delivery_attempt a where a.delivery_id = d.id), '[]') as attempts
          from webhook_delivery d
          where d.organisation_id = ${organisationId}
            ${filter.endpointId != null ? sql`and d.endpoint_id = ${filter.endpointId}` : empty}
            ${filter.executionId != null ? sql`and d.execution_id = ${filter.executionId}` : empty}
          order by d.created_at desc, d.id desc
          limit ${filter.limit}`,
      toDelivery,
    );
  }
}

interface AttemptJson {
  attempt: number;
  attempted_at: string;
  duration_ms: number;
  status_code: number | null;
  error: string | null;
}

function toDelivery(row: {
  id: string;
  organisation_id: string;
  endpoint_id: string;
  check_id: string;
  execution_id: string;
  event: string;
  body: string;
  status: WebhookDeliveryStatus;
  created_at: Date;
  finished_at: Date | null;
  attempts: AttemptJson[];
}): WebhookDeliveryRecord {
  return {
    id: row.id,
    organisationId: row.organisation_id,
    endpointId: row.endpoint_id,
    checkId: row.check_id,
    executionId: row.execution_id,
    event: row.event,
    body: row.body,
    status: row.status,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
    attempts: row.attempts.map((a): WebhookDeliveryAttemptRecord => ({
      attempt: a.attempt,
      attemptedAt: new Date(a.attempted_at),
      durationMs: a.duration_ms,
      statusCode: a.status_code,
      error: a.error,
    })),
  };
}
