import { Field, ID, ObjectType } from 'type-graphql';
import type { MediaAnalystRecord } from '../../../domain/media/searches/media-search-records';

@ObjectType({ description: 'A user of the caller’s organisation who acted on a media search.' })
export class MediaAnalyst implements MediaAnalystRecord {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  email!: string | null;
}
