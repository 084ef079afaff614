import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import type { MediaArticleRecord } from '../../../domain/media/searches/media-search-records';
import { SubjectMatch } from './subject-match.type';

@ObjectType({ description: "The platform's assessment of whether an article is adverse about the subject." })
export class RiskAssessment {
  @Field(() => Boolean)
  adverse!: boolean;

  @Field(() => Float, { description: '0–1.' })
  probability!: number;

  @Field(() => [String])
  categories!: MediaArticleRecord['riskAssessment']['categories'];

  @Field(() => [String], { description: 'The sentences that decided it, as the article writes them.' })
  evidence!: string[];
}

/** An article of an execution, as found; `dispositions` is resolved through a loader. */
@ObjectType()
export class MediaSearchArticle implements Omit<MediaArticleRecord, 'canonicalUrl'> {
  @Field(() => ID)
  id!: MediaArticleRecord['id'];

  @Field(() => ID)
  executionId!: MediaArticleRecord['executionId'];

  @Field(() => ID)
  searchId!: MediaArticleRecord['searchId'];

  @Field(() => ID)
  organisationId!: MediaArticleRecord['organisationId'];

  @Field(() => Int, { description: '1 is the article to read first.' })
  rank!: MediaArticleRecord['rank'];

  @Field(() => String)
  url!: MediaArticleRecord['url'];

  @Field(() => String)
  headline!: MediaArticleRecord['headline'];

  @Field(() => GraphQLISODateTime, { nullable: true })
  publicationDate!: MediaArticleRecord['publicationDate'];

  @Field(() => String, { description: "The publisher's host name." })
  source!: MediaArticleRecord['source'];

  @Field(() => String, { nullable: true })
  language!: MediaArticleRecord['language'];

  @Field(() => String, { description: "Markdown: the passage around the subject's name." })
  excerpt!: MediaArticleRecord['excerpt'];

  @Field(() => SubjectMatch)
  subjectMatch!: MediaArticleRecord['subjectMatch'];

  @Field(() => RiskAssessment)
  riskAssessment!: MediaArticleRecord['riskAssessment'];

  @Field(() => Boolean, { description: 'An earlier execution of the search found it too.' })
  seenBefore!: MediaArticleRecord['seenBefore'];

  @Field(() => GraphQLISODateTime)
  createdAt!: MediaArticleRecord['createdAt'];
}
