import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ValidationError } from '../../../domain/errors';
import { callerOf, type GraphContext } from '../../context';
import { RegisterWebhookEndpointInput } from '../../inputs/webhooks/register-webhook-endpoint.input';
import { RegisteredWebhookEndpoint } from '../../types/webhooks/registered-webhook-endpoint.type';
import { RemovedWebhookEndpoint } from '../../types/webhooks/removed-webhook-endpoint.type';
import { WebhookDelivery } from '../../types/webhooks/webhook-delivery.type';
import { WebhookEndpoint } from '../../types/webhooks/webhook-endpoint.type';

const MAX_DELIVERIES = 200;

/** The caller's organisation's webhook endpoints and their deliveries; no other organisation's. */
@Resolver()
export class WebhookEndpointResolver {
  @Authorized()
  @Query(() => [WebhookEndpoint], { description: 'Oldest first; secrets are never shown again.' })
  async webhookEndpoints(@Ctx() ctx: GraphContext): Promise<WebhookEndpoint[]> {
    const endpoints = await ctx.domain.webhookEndpoints.list(ctx.em, callerOf(ctx).organisationId);
    return endpoints.map(WebhookEndpoint.from);
  }

  @Authorized()
  @Query(() => WebhookEndpoint)
  async webhookEndpoint(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphContext): Promise<WebhookEndpoint> {
    return WebhookEndpoint.from(
      await ctx.domain.webhookEndpoints.get(ctx.em, callerOf(ctx).organisationId, id),
    );
  }

  @Authorized()
  @Query(() => [WebhookDelivery], { description: 'Newest first, optionally of one endpoint or execution.' })
  async webhookDeliveries(
    @Arg('endpointId', () => ID, { nullable: true }) endpointId: string | null,
    @Arg('executionId', () => ID, { nullable: true }) executionId: string | null,
    @Arg('first', () => Int, { defaultValue: 50, description: `1–${MAX_DELIVERIES}.` }) first: number,
    @Ctx() ctx: GraphContext,
  ): Promise<WebhookDelivery[]> {
    if (first < 1 || first > MAX_DELIVERIES)
      throw new ValidationError([{ field: 'first', message: `must be between 1 and ${MAX_DELIVERIES}` }]);
    const deliveries = await ctx.domain.webhookDeliveries.find(ctx.em, callerOf(ctx).organisationId, {
      endpointId,
      executionId,
      limit: first,
    });
    return deliveries.map(WebhookDelivery.from);
  }

  @Authorized()
  @Mutation(() => RegisteredWebhookEndpoint, {
    description:
      'Registers an endpoint for alerts of monitoring and list-refresh executions; shows its secret once.',
  })
  async registerWebhookEndpoint(
    @Arg('input', () => RegisterWebhookEndpointInput) input: RegisterWebhookEndpointInput,
    @Ctx() ctx: GraphContext,
  ): Promise<RegisteredWebhookEndpoint> {
    const caller = callerOf(ctx);
    return RegisteredWebhookEndpoint.from(
      await ctx.domain.webhookEndpoints.register(
        ctx.em,
        { organisationId: caller.organisationId, userId: caller.userId },
        input,
      ),
    );
  }

  @Authorized()
  @Mutation(() => RemovedWebhookEndpoint)
  async removeWebhookEndpoint(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: GraphContext,
  ): Promise<RemovedWebhookEndpoint> {
    await ctx.domain.webhookEndpoints.remove(ctx.em, callerOf(ctx).organisationId, id);
    return { id, removed: true };
  }
}
