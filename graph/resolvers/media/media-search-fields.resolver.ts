import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { NotFoundError } from '../../../domain/errors';
import type { GraphContext } from '../../context';
import { configurationVersionKey } from '../../loaders';
import { MediaAnalyst } from '../../types/media/media-analyst.type';
import { MediaArticleDisposition } from '../../types/media/media-article-disposition.type';
import { MediaSearchArticle } from '../../types/media/media-search-article.type';
import { MediaSearchConfiguration } from '../../types/media/media-search-configuration.type';
import { MediaSearchExecution } from '../../types/media/media-search-execution.type';
import { MediaSearchSummary } from '../../types/media/media-search-summary.type';
import { MediaSearch } from '../../types/media/media-search.type';
import { Subject } from '../../types/subject.type';

/** Nested lists of media searches, each through a per-request batch loader. */
@Resolver(() => MediaSearch)
export class MediaSearchFieldsResolver {
  @FieldResolver(() => Subject)
  async subject(@Root() search: MediaSearch, @Ctx() ctx: GraphContext): Promise<Subject> {
    const subject = await ctx.loaders.subjectById.load(search.subjectId);
    if (!subject) throw new NotFoundError('Subject', search.subjectId);
    return Subject.from(subject);
  }

  @FieldResolver(() => MediaSearchConfiguration, { description: 'At its latest version.' })
  async configuration(
    @Root() search: MediaSearch,
    @Ctx() ctx: GraphContext,
  ): Promise<MediaSearchConfiguration> {
    const configuration = await ctx.loaders.latestMediaConfigurationById.load(search.configurationId);
    if (!configuration) throw new NotFoundError('Media search configuration', search.configurationId);
    return MediaSearchConfiguration.from(configuration);
  }

  @FieldResolver(() => [MediaSearchExecution], { description: 'Oldest first.', complexity: 10 })
  async executions(@Root() search: MediaSearch, @Ctx() ctx: GraphContext): Promise<MediaSearchExecution[]> {
    return (await ctx.loaders.mediaExecutionsBySearchId.load(search.id)).map(MediaSearchExecution.from);
  }

  @FieldResolver(() => [MediaSearchSummary], { description: 'Newest first.', complexity: 10 })
  async summaries(@Root() search: MediaSearch, @Ctx() ctx: GraphContext): Promise<MediaSearchSummary[]> {
    return (await ctx.loaders.mediaSummariesBySearchId.load(search.id)).map(MediaSearchSummary.from);
  }

  @FieldResolver(() => [MediaAnalyst], {
    description: 'Who created, ran, decided on or summarised the search (the PDF report names them).',
    complexity: 5,
  })
  async analysts(@Root() search: MediaSearch, @Ctx() ctx: GraphContext): Promise<MediaAnalyst[]> {
    if (!ctx.caller) return [];
    return ctx.domain.mediaSearchQueries.analystsOf(ctx.em, ctx.caller, search.id);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "The organisation's name (the PDF cover shows it).",
  })
  async organisationName(@Ctx() ctx: GraphContext): Promise<string | null> {
    if (!ctx.caller) return null;
    return ctx.domain.mediaSearchQueries.organisationNameOf(ctx.em, ctx.caller);
  }

  @FieldResolver(() => String, { nullable: true, description: "The subject's own reference." })
  async internalSubjectId(@Root() search: MediaSearch, @Ctx() ctx: GraphContext): Promise<string | null> {
    if (search.internalSubjectId !== undefined) return search.internalSubjectId;
    return (await ctx.loaders.subjectById.load(search.subjectId))?.internalId ?? null;
  }
}

@Resolver(() => MediaSearchExecution)
export class MediaExecutionFieldsResolver {
  @FieldResolver(() => [MediaSearchArticle], { description: 'By rank, 1 first.', complexity: 50 })
  async articles(
    @Root() execution: MediaSearchExecution,
    @Ctx() ctx: GraphContext,
  ): Promise<MediaSearchArticle[]> {
    return ctx.loaders.mediaArticlesByExecutionId.load(execution.id);
  }

  @FieldResolver(() => MediaSearchConfiguration, { description: 'At the version the execution ran with.' })
  async configuration(
    @Root() execution: MediaSearchExecution,
    @Ctx() ctx: GraphContext,
  ): Promise<MediaSearchConfiguration> {
    const key = configurationVersionKey(execution.configurationId, execution.configurationVersion);
    const configuration = await ctx.loaders.mediaConfigurationByVersion.load(key);
    if (!configuration) throw new NotFoundError('Media search configuration', key);
    return MediaSearchConfiguration.from(configuration);
  }
}

@Resolver(() => MediaSearchArticle)
export class MediaArticleFieldsResolver {
  @FieldResolver(() => [MediaArticleDisposition], { description: 'Newest first: the first is in force.' })
  async dispositions(
    @Root() article: MediaSearchArticle,
    @Ctx() ctx: GraphContext,
  ): Promise<MediaArticleDisposition[]> {
    return (await ctx.loaders.mediaDispositionsByArticleId.load(article.id)).map(
      MediaArticleDisposition.from,
    );
  }
}
