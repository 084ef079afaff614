import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { NotFoundError } from '../../../domain/errors';
import { sanctionResultView } from '../../../domain/sanctions/checks/sanction-result-view';
import type { GraphContext } from '../../context';
import { SanctionCheck, SanctionCheckExecution } from '../../types/sanctions/sanction-check.type';
import { SanctionDisposition } from '../../types/sanctions/sanction-disposition.type';
import { SanctionResult } from '../../types/sanctions/sanction-result.type';
import { Subject } from '../../types/subject.type';

/** Nested lists of checks, each through a per-request batch loader. */
@Resolver(() => SanctionCheck)
export class SanctionCheckFieldsResolver {
  @FieldResolver(() => Subject)
  async subject(@Root() check: SanctionCheck, @Ctx() ctx: GraphContext): Promise<Subject> {
    const subject = await ctx.loaders.subjectById.load(check.subjectId);
    if (!subject) throw new NotFoundError('Subject', check.subjectId);
    return Subject.from(subject);
  }

  @FieldResolver(() => [SanctionCheckExecution], { description: 'Oldest first.' })
  async executions(
    @Root() check: SanctionCheck,
    @Ctx() ctx: GraphContext,
  ): Promise<SanctionCheckExecution[]> {
    return (await ctx.loaders.executionsByCheckId.load(check.id)).map(SanctionCheckExecution.from);
  }
}

@Resolver(() => SanctionCheckExecution)
export class SanctionExecutionFieldsResolver {
  @FieldResolver(() => [SanctionResult], {
    description: 'Best first; only results at or above the threshold.',
  })
  async results(
    @Root() execution: SanctionCheckExecution,
    @Ctx() ctx: GraphContext,
  ): Promise<SanctionResult[]> {
    return (await ctx.loaders.resultsByExecutionId.load(execution.id)).map(sanctionResultView);
  }
}

@Resolver(() => SanctionResult)
export class SanctionResultFieldsResolver {
  @FieldResolver(() => [SanctionDisposition], {
    description: 'Oldest first; the last is the current decision.',
  })
  async dispositions(
    @Root() result: SanctionResult,
    @Ctx() ctx: GraphContext,
  ): Promise<SanctionDisposition[]> {
    return (await ctx.loaders.dispositionsByResultId.load(result.id)).map(SanctionDisposition.from);
  }
}
