import { Field, InputType } from 'type-graphql';

@InputType()
export class RegisterWebhookEndpointInput {
  @Field(() => String, { description: 'An absolute http or https URL, at most 2,000 characters.' })
  url!: string;

  @Field(() => String, { nullable: true, description: 'At most 500 characters.' })
  description?: string | null;
}
