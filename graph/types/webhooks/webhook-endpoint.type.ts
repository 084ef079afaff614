import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import type { WebhookEndpointRecord } from '../../../domain/webhooks/webhook-records';
import { UserRef } from '../user-ref.type';

@ObjectType({ description: "Where the organisation's alerts are POSTed, signed with the endpoint's secret." })
export class WebhookEndpoint {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  organisationId!: string;

  @Field(() => String)
  url!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => UserRef, { nullable: true, description: 'Null when an operator registered it with the CLI.' })
  createdBy!: UserRef | null;

  static from(record: WebhookEndpointRecord): WebhookEndpoint {
    return {
      id: record.id,
      organisationId: record.organisationId,
      url: record.url,
      description: record.description,
      createdAt: record.createdAt,
      createdBy: record.createdById ? { id: record.createdById } : null,
    };
  }
}
