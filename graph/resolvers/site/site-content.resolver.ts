import { Ctx, Query, Resolver } from 'type-graphql';
import type { GraphContext } from '../../context';

/** Public (no credential): the published website content is not tenant data. */
@Resolver()
export class SiteContentResolver {
  @Query(() => String, {
    description:
      'Changes whenever any website content changes (learnt from change notifications); fails when the content store is unavailable.',
  })
  siteContentVersion(@Ctx() ctx: GraphContext): Promise<string> {
    return ctx.domain.siteContentVersion.current(ctx.em);
  }
}
