import { Field, ObjectType } from 'type-graphql';
import type { RegisteredWebhookEndpoint as Registered } from '../../../domain/webhooks/webhook-endpoint.service';
import { WebhookEndpoint } from './webhook-endpoint.type';

@ObjectType({ description: 'A new endpoint with its signing secret: the only time the secret is shown.' })
export class RegisteredWebhookEndpoint {
  @Field(() => WebhookEndpoint)
  endpoint!: WebhookEndpoint;

  @Field(() => String, {
    description: 'HMAC-SHA256 key of the X-Signature-256 header; store it now, it is never shown again.',
  })
  secret!: string;

  static from(registered: Registered): RegisteredWebhookEndpoint {
    return { endpoint: WebhookEndpoint.from(registered.endpoint), secret: registered.secret };
  }
}
