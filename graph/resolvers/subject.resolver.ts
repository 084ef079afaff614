import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { parsePageRequest } from '../../domain/paging';
import { callerOf, type GraphContext } from '../context';
import { CreateSubjectInput } from '../inputs/create-subject.input';
import { SubjectDeletion } from '../types/subject-deletion.type';
import { SubjectPage } from '../types/subject-page.type';
import { Place } from '../types/place.type';
import { Subject } from '../types/subject.type';

@Resolver(() => Subject)
export class SubjectResolver {
  @Authorized()
  @Query(() => Subject, { description: "One of the caller's subjects; NOT_FOUND for any other id." })
  async subject(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphContext): Promise<Subject> {
    const { subject, places } = await ctx.domain.subjectQueries.get(ctx.em, callerOf(ctx), id);
    // Read together in one round trip: the places field then needs no query (nor loader) of its own.
    return { ...Subject.from(subject), places: places.map(Place.from) };
  }

  @Authorized()
  @Query(() => SubjectPage, {
    description: "The caller's subjects, oldest first.",
    complexity: ({ args, childComplexity }) => (args.pageSize ?? 50) * childComplexity,
  })
  async subjects(
    @Ctx() ctx: GraphContext,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('pageSize', () => Int, { nullable: true }) pageSize?: number,
    @Arg('internalId', () => String, { nullable: true }) internalId?: string,
  ): Promise<SubjectPage> {
    const request = parsePageRequest(page, pageSize);
    const { items, total } = await ctx.domain.subjectQueries.list(ctx.em, callerOf(ctx), {
      ...request,
      internalId,
    });
    // Subjects fetched here need not be fetched again by other fields of the same request.
    for (const item of items) ctx.loaders.subjectById.prime(item.id, item);
    return { items: items.map(Subject.from), total, ...request };
  }

  @Authorized()
  @Mutation(() => Subject)
  async createSubject(
    @Arg('input', () => CreateSubjectInput) input: CreateSubjectInput,
    @Ctx() ctx: GraphContext,
  ) {
    return Subject.from(await ctx.domain.subjects.create(ctx.em, callerOf(ctx), input));
  }

  @Authorized()
  @Mutation(() => SubjectDeletion, { description: 'Deletes the subject, its places and its media searches.' })
  async deleteSubject(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphContext): Promise<SubjectDeletion> {
    const deletion = await ctx.domain.subjects.delete(ctx.em, callerOf(ctx), id);
    return { subjectDeleted: true, mediaSearchesDeletedCount: deletion.mediaSearchesDeleted };
  }
}
