import { Field, InputType } from 'type-graphql';

@InputType()
export class PlaceInput {
  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, { description: 'Free-text address; geocoded on creation.' })
  place!: string;
}
