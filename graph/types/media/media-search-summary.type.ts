import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import type { MediaSummaryRecord } from '../../../domain/media/searches/media-search-records';
import { UserRef } from '../user-ref.type';
import { DispositionOriginEnum } from './media-enums';

@ObjectType({ description: "A summary of a search: written for each completed execution, or an analyst's." })
export class MediaSearchSummary implements Omit<MediaSummaryRecord, 'createdById'> {
  @Field(() => ID)
  id!: MediaSummaryRecord['id'];

  @Field(() => ID)
  searchId!: MediaSummaryRecord['searchId'];

  @Field(() => ID, { nullable: true })
  executionId!: MediaSummaryRecord['executionId'];

  @Field(() => ID)
  organisationId!: MediaSummaryRecord['organisationId'];

  @Field(() => String, { description: 'Markdown.' })
  summary!: MediaSummaryRecord['summary'];

  @Field(() => Boolean)
  risky!: MediaSummaryRecord['risky'];

  @Field(() => [String])
  riskCategories!: MediaSummaryRecord['riskCategories'];

  @Field(() => DispositionOriginEnum)
  origin!: MediaSummaryRecord['origin'];

  @Field(() => GraphQLISODateTime)
  createdAt!: MediaSummaryRecord['createdAt'];

  @Field(() => UserRef)
  createdBy!: UserRef;

  static from(record: MediaSummaryRecord): MediaSearchSummary {
    return { ...record, createdBy: { id: record.createdById } };
  }
}
