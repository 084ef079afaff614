import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'An endpoint removed with its deliveries; nothing more is sent to it.' })
export class RemovedWebhookEndpoint {
  @Field(() => ID)
  id!: string;

  @Field(() => Boolean)
  removed!: boolean;
}
