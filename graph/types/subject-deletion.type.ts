import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType()
export class SubjectDeletion {
  @Field(() => Boolean)
  subjectDeleted!: boolean;

  @Field(() => Int, { description: 'Media searches of the subject deleted with it.' })
  mediaSearchesDeletedCount!: number;
}
