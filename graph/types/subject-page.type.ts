import { Field, Int, ObjectType } from 'type-graphql';
import { Subject } from './subject.type';

@ObjectType()
export class SubjectPage {
  @Field(() => [Subject])
  items!: Subject[];

  @Field(() => Int, { description: 'Subjects matching the filter, over all pages.' })
  total!: number;

  @Field(() => Int)
  page!: number;

  @Field(() => Int)
  pageSize!: number;
}
