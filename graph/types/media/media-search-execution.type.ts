import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import type { MediaExecutionRecord } from '../../../domain/media/searches/media-search-records';
import { UserRef } from '../user-ref.type';
import { ExecutionStatusEnum } from './media-enums';

/** An execution; `articles` and `configuration` are resolved through loaders. */
@ObjectType()
export class MediaSearchExecution implements Omit<MediaExecutionRecord, 'createdById'> {
  @Field(() => ID)
  id!: MediaExecutionRecord['id'];

  @Field(() => ID)
  searchId!: MediaExecutionRecord['searchId'];

  @Field(() => ID)
  organisationId!: MediaExecutionRecord['organisationId'];

  @Field(() => ID)
  subjectId!: MediaExecutionRecord['subjectId'];

  @Field(() => ID)
  configurationId!: MediaExecutionRecord['configurationId'];

  @Field(() => Int, { description: 'The configuration version it ran with.' })
  configurationVersion!: MediaExecutionRecord['configurationVersion'];

  @Field(() => ExecutionStatusEnum)
  status!: MediaExecutionRecord['status'];

  @Field(() => String, { nullable: true, description: 'Why it failed (or why the last attempt did).' })
  failureReason!: MediaExecutionRecord['failureReason'];

  @Field(() => GraphQLISODateTime)
  createdAt!: MediaExecutionRecord['createdAt'];

  @Field(() => GraphQLISODateTime)
  updatedAt!: MediaExecutionRecord['updatedAt'];

  @Field(() => UserRef)
  createdBy!: UserRef;

  static from(record: MediaExecutionRecord): MediaSearchExecution {
    return { ...record, createdBy: { id: record.createdById } };
  }
}
