import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import type {
  WebhookDeliveryAttemptRecord,
  WebhookDeliveryRecord,
  WebhookDeliveryStatus,
} from '../../../domain/webhooks/webhook-records';
import { WEBHOOK_DELIVERY_STATUSES } from '../../../domain/webhooks/webhook-records';
import type { UndecidedResultsPayload } from '../../../domain/webhooks/webhook-payload';
import { enumOf } from '../enum-of';

export const WebhookDeliveryStatusEnum = enumOf(
  WEBHOOK_DELIVERY_STATUSES,
  'WebhookDeliveryStatus',
  'PENDING: not taken yet (retries follow); DELIVERED: a 2xx answer; FAILED: every retry failed.',
);

@ObjectType({ description: 'One POST of a delivery.' })
export class WebhookDeliveryAttempt {
  @Field(() => Int, { description: 'From 1.' })
  attempt!: number;

  @Field(() => GraphQLISODateTime)
  attemptedAt!: Date;

  @Field(() => Int)
  durationMs!: number;

  @Field(() => Int, {
    nullable: true,
    description: "The receiver's HTTP status; null when it did not answer.",
  })
  statusCode!: number | null;

  @Field(() => String, { nullable: true, description: 'Why there was no answer (connection, time limit).' })
  error!: string | null;

  static from(record: WebhookDeliveryAttemptRecord): WebhookDeliveryAttempt {
    return { ...record };
  }
}

@ObjectType({ description: 'A result an alert names.' })
export class WebhookAlertResult {
  @Field(() => ID)
  resultId!: string;

  @Field(() => String, { description: "The listed entity's name." })
  entityName!: string;

  @Field(() => String)
  dataset!: string;

  @Field(() => Int, { description: '0–100.' })
  score!: number;
}

@ObjectType({ description: 'One alert to one endpoint, with every attempt to deliver it.' })
export class WebhookDelivery {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  endpointId!: string;

  @Field(() => ID)
  checkId!: string;

  @Field(() => ID)
  executionId!: string;

  @Field(() => String)
  event!: string;

  @Field(() => WebhookDeliveryStatusEnum)
  status!: WebhookDeliveryStatus;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was delivered or given up.' })
  finishedAt!: Date | null;

  @Field(() => [WebhookAlertResult])
  results!: WebhookAlertResult[];

  @Field(() => String, { description: 'The JSON body every attempt sends.' })
  body!: string;

  @Field(() => [WebhookDeliveryAttempt], { description: 'Oldest first.' })
  attempts!: WebhookDeliveryAttempt[];

  static from(record: WebhookDeliveryRecord): WebhookDelivery {
    const payload = JSON.parse(record.body) as UndecidedResultsPayload;
    return {
      id: record.id,
      endpointId: record.endpointId,
      checkId: record.checkId,
      executionId: record.executionId,
      event: record.event,
      status: record.status,
      createdAt: record.createdAt,
      finishedAt: record.finishedAt,
      body: record.body,
      results: payload.results.map((r) => ({
        resultId: r.sanction_pep_watchlist_result_id,
        entityName: r.subject_name,
        dataset: r.dataset,
        score: r.match_score,
      })),
      attempts: record.attempts.map(WebhookDeliveryAttempt.from),
    };
  }
}
