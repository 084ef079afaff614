import { Ctx, Query, Resolver } from 'type-graphql';
import { checkDatabase } from '../../domain/database/check-database';
import type { GraphContext } from '../context';

@Resolver()
export class HealthResolver {
  @Query(() => Boolean, { description: 'Whether the database answers; needs no credential.' })
  databaseReady(@Ctx() ctx: GraphContext): Promise<boolean> {
    return checkDatabase(ctx.em);
  }
}
