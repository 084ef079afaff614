import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphContext } from '../../context';
import { SiteSourceKindEnum } from '../../types/site/site-source-kind.enum';
import { SiteSource } from '../../types/site/site-source.type';

/** Public (no credential): the sources and associations described on the website. */
@Resolver(() => SiteSource)
export class SiteSourceResolver {
  @Query(() => [SiteSource], { description: 'Sources in catalog order, of one kind when `kind` is given.' })
  async siteSources(
    @Ctx() ctx: GraphContext,
    @Arg('kind', () => SiteSourceKindEnum, { nullable: true }) kind?: SiteSourceKindEnum | null,
  ): Promise<SiteSource[]> {
    return (await ctx.domain.siteContent.sources(ctx.em, kind ?? null)).map(SiteSource.from);
  }

  @Query(() => SiteSource, { description: 'One source; NOT_FOUND for an unknown slug.' })
  async siteSource(@Arg('slug', () => String) slug: string, @Ctx() ctx: GraphContext): Promise<SiteSource> {
    return SiteSource.from(await ctx.domain.siteContent.source(ctx.em, slug));
  }
}
