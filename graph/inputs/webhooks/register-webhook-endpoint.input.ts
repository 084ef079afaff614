import { Field, InputType } from 'type-graphql';

@InputType()
export class RegisterWebhookEndpointInput {
  @Field(() => String, {
    description:
      'An absolute http or https URL, at most 2,000 characters, whose host is not localhost or a private, loopback, link-local or reserved address (unless the service allows private networks).',
  })
  url!: string;

  @Field(() => String, { nullable: true, description: 'At most 500 characters.' })
  description?: string | null;
}
