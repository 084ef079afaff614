import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('UserRef', { description: 'A user of the caller’s organisation, by id.' })
export class UserRef {
  @Field(() => ID)
  id!: string;
}
