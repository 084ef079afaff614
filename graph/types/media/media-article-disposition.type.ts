import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import type { MediaDispositionRecord } from '../../../domain/media/searches/media-search-records';
import { DispositionRiskEnum } from '../disposition-risk.enum';
import { UserRef } from '../user-ref.type';
import { DispositionOriginEnum } from './media-enums';

@ObjectType({ description: "A decision on an article: the platform's automatic one or an analyst's." })
export class MediaArticleDisposition implements Omit<MediaDispositionRecord, 'createdById'> {
  @Field(() => ID)
  id!: MediaDispositionRecord['id'];

  @Field(() => ID)
  articleId!: MediaDispositionRecord['articleId'];

  @Field(() => ID)
  executionId!: MediaDispositionRecord['executionId'];

  @Field(() => ID)
  searchId!: MediaDispositionRecord['searchId'];

  @Field(() => ID)
  organisationId!: MediaDispositionRecord['organisationId'];

  @Field(() => DispositionRiskEnum)
  risk!: MediaDispositionRecord['risk'];

  @Field(() => String, { description: 'Markdown.' })
  justification!: MediaDispositionRecord['justification'];

  @Field(() => [String])
  riskCategories!: MediaDispositionRecord['riskCategories'];

  @Field(() => DispositionOriginEnum)
  origin!: MediaDispositionRecord['origin'];

  @Field(() => ID, {
    nullable: true,
    description: "The analyst's decision in an earlier execution this one was carried over from.",
  })
  carriedOverFromId!: MediaDispositionRecord['carriedOverFromId'];

  @Field(() => GraphQLISODateTime)
  createdAt!: MediaDispositionRecord['createdAt'];

  @Field(() => UserRef, {
    description: 'The analyst, or for an automatic one the user who ran the execution.',
  })
  createdBy!: UserRef;

  static from(record: MediaDispositionRecord): MediaArticleDisposition {
    return { ...record, createdBy: { id: record.createdById } };
  }
}
