import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphContext } from '../../context';
import { NormExampleOrderEnum } from '../../types/site/norm-example-order.enum';
import { NormExampleSummary } from '../../types/site/norm-example-summary.type';
import { NormExample } from '../../types/site/norm-example.type';

/** Public (no credential): the curated norm examples of the website. */
@Resolver(() => NormExample)
export class NormExampleResolver {
  @Query(() => [NormExampleSummary], { description: 'Every norm example without its texts.' })
  async normExamples(
    @Ctx() ctx: GraphContext,
    @Arg('order', () => NormExampleOrderEnum, { defaultValue: NormExampleOrderEnum.CATALOG })
    order: NormExampleOrderEnum,
  ): Promise<NormExampleSummary[]> {
    return (await ctx.domain.siteContent.normExampleSummaries(ctx.em, order)).map(NormExampleSummary.from);
  }

  @Query(() => [NormExample], { description: 'Every norm example with both texts, in catalog order.' })
  async normExamplesWithTexts(@Ctx() ctx: GraphContext): Promise<NormExample[]> {
    return (await ctx.domain.siteContent.normExamples(ctx.em)).map(NormExample.from);
  }

  @Query(() => NormExample, { description: 'One norm example; NOT_FOUND for an unknown slug.' })
  async normExample(@Arg('slug', () => String) slug: string, @Ctx() ctx: GraphContext): Promise<NormExample> {
    return NormExample.from(await ctx.domain.siteContent.normExample(ctx.em, slug));
  }
}
