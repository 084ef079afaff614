import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType()
export class SanctionCheckCreated {
  @Field(() => ID)
  checkId!: string;

  @Field(() => ID)
  executionId!: string;
}
