import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { parsePageRequest } from '../../../domain/paging';
import { callerOf, type GraphContext } from '../../context';
import {
  CreateMediaSearchInput,
  ExecuteMediaSearchInput,
  MediaSearchConfigurationInput,
  OverrideMediaSearchSummaryInput,
  RecordMediaArticleDispositionInput,
} from '../../inputs/media/media-inputs';
import { MediaArticleDisposition } from '../../types/media/media-article-disposition.type';
import { MediaSearchConfiguration } from '../../types/media/media-search-configuration.type';
import { MediaSearchExecution } from '../../types/media/media-search-execution.type';
import { MediaSearchSummary } from '../../types/media/media-search-summary.type';
import {
  MediaSearch,
  MediaSearchCreated,
  MediaSearchDeletion,
  MediaSearchExecuted,
  MediaSearchPage,
} from '../../types/media/media-search.type';

@Resolver()
export class MediaSearchResolver {
  @Authorized()
  @Query(() => MediaSearchConfiguration, { description: 'A configuration at a version, or at its latest.' })
  async mediaSearchConfiguration(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: GraphContext,
    @Arg('version', () => Int, { nullable: true }) version?: number | null,
  ): Promise<MediaSearchConfiguration> {
    const record = await ctx.domain.mediaSearchQueries.configuration(
      ctx.em,
      callerOf(ctx),
      id,
      version ?? undefined,
    );
    return MediaSearchConfiguration.from(record);
  }

  @Authorized()
  @Query(() => MediaSearch)
  async mediaSearch(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphContext): Promise<MediaSearch> {
    return MediaSearch.from(await ctx.domain.mediaSearchQueries.search(ctx.em, callerOf(ctx), id));
  }

  @Authorized()
  @Query(() => MediaSearchPage, {
    description: "The caller's media searches, newest first.",
    complexity: ({ args, childComplexity }) => (args.pageSize ?? 50) * childComplexity,
  })
  async mediaSearches(
    @Ctx() ctx: GraphContext,
    @Arg('page', () => Int, { nullable: true }) page?: number | null,
    @Arg('pageSize', () => Int, { nullable: true }) pageSize?: number | null,
    @Arg('searchId', () => String, { nullable: true }) searchId?: string | null,
    @Arg('subjectId', () => String, { nullable: true }) subjectId?: string | null,
    @Arg('configurationId', () => String, { nullable: true }) configurationId?: string | null,
    @Arg('internalSubjectId', () => String, { nullable: true }) internalSubjectId?: string | null,
  ): Promise<MediaSearchPage> {
    const request = parsePageRequest(page, pageSize);
    const { items, total } = await ctx.domain.mediaSearchQueries.find(
      ctx.em,
      callerOf(ctx),
      { searchId, subjectId, configurationId, internalSubjectId },
      request,
    );
    return { items: items.map(MediaSearch.from), total, ...request };
  }

  @Authorized()
  @Query(() => MediaSearchExecution)
  async mediaSearchExecution(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphContext) {
    return MediaSearchExecution.from(
      await ctx.domain.mediaSearchQueries.execution(ctx.em, callerOf(ctx), id),
    );
  }

  @Authorized()
  @Mutation(() => MediaSearchConfiguration, { description: 'A new configuration, at version 1.' })
  async createMediaSearchConfiguration(
    @Arg('input', () => MediaSearchConfigurationInput) input: MediaSearchConfigurationInput,
    @Ctx() ctx: GraphContext,
  ): Promise<MediaSearchConfiguration> {
    const caller = callerOf(ctx);
    const id = await ctx.domain.mediaSearches.createConfiguration(ctx.em, caller, input);
    return MediaSearchConfiguration.from(
      await ctx.domain.mediaSearchQueries.configuration(ctx.em, caller, id),
    );
  }

  @Authorized()
  @Mutation(() => MediaSearchConfiguration, {
    description: 'Writes the next version of a configuration; searches use it from their next execution.',
  })
  async updateMediaSearchConfiguration(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => MediaSearchConfigurationInput) input: MediaSearchConfigurationInput,
    @Ctx() ctx: GraphContext,
  ): Promise<MediaSearchConfiguration> {
    const caller = callerOf(ctx);
    const version = await ctx.domain.mediaSearches.updateConfiguration(ctx.em, caller, id, input);
    return MediaSearchConfiguration.from(
      await ctx.domain.mediaSearchQueries.configuration(ctx.em, caller, id, version),
    );
  }

  @Authorized()
  @Mutation(() => MediaSearchCreated, {
    description: 'Creates a search; its first execution starts when asked.',
  })
  async createMediaSearch(
    @Arg('input', () => CreateMediaSearchInput) input: CreateMediaSearchInput,
    @Ctx() ctx: GraphContext,
  ): Promise<MediaSearchCreated> {
    return ctx.domain.mediaSearches.createSearch(ctx.em, callerOf(ctx), {
      configurationId: input.configurationId,
      subjectId: input.subjectId,
      executeImmediately: input.executeImmediately ?? true,
    });
  }

  @Authorized()
  @Mutation(() => MediaSearchExecuted, { description: 'A new execution of the search, run as a job.' })
  async executeMediaSearch(
    @Arg('input', () => ExecuteMediaSearchInput) input: ExecuteMediaSearchInput,
    @Ctx() ctx: GraphContext,
  ): Promise<MediaSearchExecuted> {
    const executionId = await ctx.domain.mediaSearches.executeSearch(ctx.em, callerOf(ctx), input.searchId);
    return { searchId: input.searchId, executionId };
  }

  @Authorized()
  @Mutation(() => MediaSearchDeletion, {
    description: 'Deletes the search with its executions, articles, dispositions and summaries.',
  })
  async deleteMediaSearch(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: GraphContext,
  ): Promise<MediaSearchDeletion> {
    await ctx.domain.mediaSearches.deleteSearch(ctx.em, callerOf(ctx), id);
    return { searchId: id, deleted: true };
  }

  @Authorized()
  @Mutation(() => MediaArticleDisposition, { description: "Records an analyst's decision on an article." })
  async recordMediaArticleDisposition(
    @Arg('input', () => RecordMediaArticleDispositionInput) input: RecordMediaArticleDispositionInput,
    @Ctx() ctx: GraphContext,
  ): Promise<MediaArticleDisposition> {
    const caller = callerOf(ctx);
    const id = await ctx.domain.mediaSearches.recordArticleDisposition(ctx.em, caller, input);
    const [record] = (
      await ctx.domain.mediaSearchQueries.dispositionsOf(ctx.em, caller, [input.articleId])
    ).filter((d) => d.id === id);
    return MediaArticleDisposition.from(record);
  }

  @Authorized()
  @Mutation(() => MediaSearchSummary, { description: "Records an analyst's summary of a search." })
  async overrideMediaSearchSummary(
    @Arg('input', () => OverrideMediaSearchSummaryInput) input: OverrideMediaSearchSummaryInput,
    @Ctx() ctx: GraphContext,
  ): Promise<MediaSearchSummary> {
    const caller = callerOf(ctx);
    const id = await ctx.domain.mediaSearches.overrideSummary(ctx.em, caller, input);
    const [record] = (
      await ctx.domain.mediaSearchQueries.summariesOf(ctx.em, caller, [input.searchId])
    ).filter((s) => s.id === id);
    return MediaSearchSummary.from(record);
  }
}
