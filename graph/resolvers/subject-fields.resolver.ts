import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphContext } from '../context';
import { Place } from '../types/place.type';
import { Subject } from '../types/subject.type';

@Resolver(() => Subject)
export class SubjectFieldsResolver {
  /** Read with the subject where the query could (`subject`), else batched for a page of subjects. */
  @FieldResolver(() => [Place], { complexity: 5 })
  async places(@Root() subject: Subject, @Ctx() ctx: GraphContext): Promise<Place[]> {
    return subject.places ?? (await ctx.loaders.placesBySubjectId.load(subject.id)).map(Place.from);
  }
}
