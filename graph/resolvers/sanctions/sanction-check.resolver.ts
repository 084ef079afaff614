import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { callerOf, type GraphContext } from '../../context';
import {
  CreateSanctionCheckConfigurationInput,
  CreateSanctionCheckInput,
  RecordSanctionDispositionInput,
} from '../../inputs/sanctions/sanction-inputs';
import {
  SanctionCheck,
  SanctionCheckConfiguration,
  SanctionCheckExecution,
} from '../../types/sanctions/sanction-check.type';
import { SanctionCheckCreated } from '../../types/sanctions/sanction-check-created.type';
import { SanctionDataset } from '../../types/sanctions/sanction-dataset.type';
import { SanctionDisposition } from '../../types/sanctions/sanction-disposition.type';

@Resolver()
export class SanctionCheckResolver {
  @Authorized()
  @Query(() => SanctionCheck)
  async sanctionCheck(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphContext): Promise<SanctionCheck> {
    return SanctionCheck.from(await ctx.domain.sanctionCheckQueries.check(ctx.em, callerOf(ctx), id));
  }

  @Authorized()
  @Query(() => SanctionCheckExecution)
  async sanctionCheckExecution(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphContext) {
    return SanctionCheckExecution.from(
      await ctx.domain.sanctionCheckQueries.execution(ctx.em, callerOf(ctx), id),
    );
  }

  @Authorized()
  @Query(() => SanctionCheckConfiguration)
  async sanctionCheckConfiguration(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphContext) {
    return SanctionCheckConfiguration.from(
      await ctx.domain.sanctionCheckQueries.configuration(ctx.em, callerOf(ctx), id),
    );
  }

  @Authorized()
  @Query(() => [SanctionDataset], { description: 'The datasets currently screened against.' })
  async sanctionDatasets(@Ctx() ctx: GraphContext): Promise<SanctionDataset[]> {
    return (await ctx.domain.screeningIndex.current()).datasets.map(SanctionDataset.from);
  }

  @Authorized()
  @Mutation(() => SanctionCheckConfiguration)
  async createSanctionCheckConfiguration(
    @Arg('input', () => CreateSanctionCheckConfigurationInput) input: CreateSanctionCheckConfigurationInput,
    @Ctx() ctx: GraphContext,
  ) {
    const caller = callerOf(ctx);
    const id = await ctx.domain.sanctionChecks.createConfiguration(ctx.em, caller, input);
    return SanctionCheckConfiguration.from(
      await ctx.domain.sanctionCheckQueries.configuration(ctx.em, caller, id),
    );
  }

  @Authorized()
  @Mutation(() => SanctionCheckCreated, {
    description: 'Screens the subject now; the first execution comes back with the check.',
  })
  async createSanctionCheck(
    @Arg('input', () => CreateSanctionCheckInput) input: CreateSanctionCheckInput,
    @Ctx() ctx: GraphContext,
  ): Promise<SanctionCheckCreated> {
    return ctx.domain.sanctionChecks.newCheck(ctx.em, callerOf(ctx), input);
  }

  @Authorized()
  @Mutation(() => SanctionDisposition, { description: "Records an analyst's decision on a result." })
  async recordSanctionDisposition(
    @Arg('input', () => RecordSanctionDispositionInput) input: RecordSanctionDispositionInput,
    @Ctx() ctx: GraphContext,
  ): Promise<SanctionDisposition> {
    const caller = callerOf(ctx);
    const id = await ctx.domain.sanctionChecks.recordDisposition(ctx.em, caller, input.resultId, input);
    const [record] = (
      await ctx.domain.sanctionCheckQueries.dispositionsOf(ctx.em, caller, [input.resultId])
    ).filter((d) => d.id === id);
    return SanctionDisposition.from(record);
  }
}
