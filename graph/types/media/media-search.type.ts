import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import type { MediaSearchRecord } from '../../../domain/media/searches/media-search-records';
import { UserRef } from '../user-ref.type';

/** A search of one subject with one configuration; its lists are resolved through loaders. */
@ObjectType()
export class MediaSearch implements Omit<MediaSearchRecord, 'createdById'> {
  @Field(() => ID)
  id!: MediaSearchRecord['id'];

  @Field(() => ID)
  organisationId!: MediaSearchRecord['organisationId'];

  @Field(() => ID)
  subjectId!: MediaSearchRecord['subjectId'];

  @Field(() => ID)
  configurationId!: MediaSearchRecord['configurationId'];

  @Field(() => GraphQLISODateTime)
  createdAt!: MediaSearchRecord['createdAt'];

  @Field(() => UserRef)
  createdBy!: UserRef;

  /** The subject's own reference, where a list reads it with the search. */
  internalSubjectId?: string | null;

  static from(record: MediaSearchRecord & { internalSubjectId?: string | null }): MediaSearch {
    return { ...record, createdBy: { id: record.createdById } };
  }
}

@ObjectType()
export class MediaSearchPage {
  @Field(() => [MediaSearch])
  items!: MediaSearch[];

  @Field(() => Int, { description: 'Searches matching the filter, over all pages.' })
  total!: number;

  @Field(() => Int)
  page!: number;

  @Field(() => Int)
  pageSize!: number;
}

@ObjectType()
export class MediaSearchCreated {
  @Field(() => ID)
  searchId!: string;

  @Field(() => ID, { nullable: true, description: 'Null when the search was not executed at once.' })
  executionId!: string | null;
}

@ObjectType()
export class MediaSearchExecuted {
  @Field(() => ID)
  searchId!: string;

  @Field(() => ID)
  executionId!: string;
}

@ObjectType()
export class MediaSearchDeletion {
  @Field(() => ID)
  searchId!: string;

  @Field(() => Boolean)
  deleted!: boolean;
}
