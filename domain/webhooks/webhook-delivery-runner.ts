import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryRow, sql } from '../database/sql';
import type { WebhookSecretBox } from './webhook-secret-box';
import type { WebhookSender } from './webhook-sender';
import {
  DELIVERY_ID_HEADER,
  EVENT_HEADER,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  signWebhook,
} from './webhook-signature';

/** A receiver did not take the delivery; the job queue tries again later. */
export class WebhookAttemptFailed extends Error {
  constructor(
    readonly deliveryId: string,
    readonly attempt: number,
    reason: string,
  ) {
    super(`webhook delivery ${deliveryId} attempt ${attempt} failed: ${reason}`);
    this.name = 'WebhookAttemptFailed';
  }
}

export type AttemptOutcome = 'delivered' | 'nothing-to-send' | 'refused';

/**
 * Makes one attempt of a delivery: signs its body with the endpoint's secret and the attempt's time, POSTs it,
 * and records the answer. A 2xx delivers it; anything else throws WebhookAttemptFailed, and the last attempt
 * marks the delivery FAILED. A refused host (a private address) marks it FAILED at once, without a retry: the
 * next attempt would be refused as well.
 */
export class WebhookDeliveryRunner {
  constructor(
    private readonly sender: WebhookSender,
    private readonly secretBox: WebhookSecretBox,
  ) {}

  async attempt(
    em: EntityManager,
    deliveryId: string,
    isLastAttempt: boolean,
    now: () => Date = () => new Date(),
  ): Promise<AttemptOutcome> {
    const delivery = await queryRow(
      em,
      sql`select d.id, d.event, d.body, w.url, w.secret,
            (select coalesce(max(a.attempt), 0) + 1 from webhook_delivery_attempt a where a.delivery_id = d.id)
              as attempt
          from webhook_delivery d join webhook_endpoint w on w.id = d.endpoint_id
          where d.id = ${deliveryId} and d.status = 'PENDING'`,
      (row: { id: string; event: string; body: string; url: string; secret: string; attempt: number }) => row,
    );
    // Delivered or given up already, or the endpoint was removed meanwhile.
    if (!delivery) return 'nothing-to-send';
    const attemptedAt = now();
    const timestamp = Math.floor(attemptedAt.getTime() / 1000);
    const answer = await this.sender.send({
      url: delivery.url,
      body: delivery.body,
      headers: {
        [SIGNATURE_HEADER]: signWebhook(this.secretBox.open(delivery.secret), timestamp, delivery.body),
        [TIMESTAMP_HEADER]: String(timestamp),
        [DELIVERY_ID_HEADER]: delivery.id,
        [EVENT_HEADER]: delivery.event,
      },
    });
    const durationMs = Math.max(0, now().getTime() - attemptedAt.getTime());
    const delivered = answer.statusCode !== null && answer.statusCode >= 200 && answer.statusCode < 300;
    const refused = answer.statusCode === null && answer.refused === true;
    const status = delivered ? 'DELIVERED' : isLastAttempt || refused ? 'FAILED' : 'PENDING';
    await execute(
      em,
      sql`with attempt as (
            insert into webhook_delivery_attempt (delivery_id, attempt, attempted_at, duration_ms, status_code, error)
            values (${delivery.id}, ${delivery.attempt}, ${attemptedAt}, ${durationMs}, ${answer.statusCode}, ${answer.error})
          )
          update webhook_delivery set status = ${status},
            finished_at = ${status === 'PENDING' ? null : now()}
          where id = ${delivery.id}`,
    );
    if (refused) return 'refused';
    if (!delivered)
      throw new WebhookAttemptFailed(
        delivery.id,
        delivery.attempt,
        answer.error ?? `the receiver answered ${answer.statusCode}`,
      );
    return 'delivered';
  }
}
