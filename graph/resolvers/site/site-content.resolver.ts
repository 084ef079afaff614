import { Ctx, Query, Resolver } from 'type-graphql';
import type { GraphContext } from '../../context';
import { siteContentQueries } from './site-content-queries';

/** Public (no credential): the published website content is not tenant data. */
@Resolver()
export class SiteContentResolver {
  @Query(() => String, {
    description: 'Changes whenever any website content changes; fails when the content store is unavailable.',
  })
  siteContentVersion(@Ctx() ctx: GraphContext): Promise<string> {
    return siteContentQueries.version(ctx.em);
  }
}
