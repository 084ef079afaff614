import { Field, ObjectType } from 'type-graphql';

@ObjectType()
export class SourceFaq {
  @Field(() => String)
  question!: string;

  @Field(() => String)
  answer!: string;
}
