import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { NotFoundError } from '../../../domain/errors';
import type { DispositionRecord } from '../../../domain/sanctions/checks/check-records';
import { sanctionResultView } from '../../../domain/sanctions/checks/sanction-result-view';
import { needsDecision } from '../../../domain/sanctions/checks/undecided-results';
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

  @FieldResolver(() => Int, {
    description: "How many results of the latest execution still need an analyst's decision.",
  })
  async undecidedResultsCount(@Root() check: SanctionCheck, @Ctx() ctx: GraphContext): Promise<number> {
    const executions = await ctx.loaders.executionsByCheckId.load(check.id);
    const latest = executions[executions.length - 1];
    return latest ? undecidedResultsCount(latest.id, ctx) : 0;
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

  @FieldResolver(() => Int, { description: "How many of the results still need an analyst's decision." })
  async undecidedResultsCount(
    @Root() execution: SanctionCheckExecution,
    @Ctx() ctx: GraphContext,
  ): Promise<number> {
    return undecidedResultsCount(execution.id, ctx);
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

  @FieldResolver(() => SanctionDisposition, {
    nullable: true,
    description: 'The decision in force (the newest disposition), recorded on this result or carried over.',
  })
  async decisionInForce(
    @Root() result: SanctionResult,
    @Ctx() ctx: GraphContext,
  ): Promise<SanctionDisposition | null> {
    const dispositions = await ctx.loaders.dispositionsByResultId.load(result.id);
    const newest = dispositions[dispositions.length - 1];
    return newest ? SanctionDisposition.from(newest) : null;
  }

  @FieldResolver(() => Boolean, {
    description:
      "Whether the result still needs an analyst's decision: none in force, or the one in force is UNDETERMINED.",
  })
  async needsDecision(@Root() result: SanctionResult, @Ctx() ctx: GraphContext): Promise<boolean> {
    return needsDecision(await ctx.loaders.dispositionsByResultId.load(result.id));
  }
}

async function undecidedResultsCount(executionId: string, ctx: GraphContext): Promise<number> {
  const results = await ctx.loaders.resultsByExecutionId.load(executionId);
  const dispositions = await ctx.loaders.dispositionsByResultId.loadMany(results.map((r) => r.id));
  return dispositions.filter((d) => needsDecision(loaded(d))).length;
}

function loaded(value: DispositionRecord[] | Error): DispositionRecord[] {
  if (value instanceof Error) throw value;
  return value;
}
