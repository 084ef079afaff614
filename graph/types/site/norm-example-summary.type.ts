import { Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';
import type { NormExampleSummaryRecord } from '../../../domain/site/site-content-records';

/** What lists need of a norm example: everything but the compared texts. */
@ObjectType()
export class NormExampleSummary {
  @Field(() => String)
  slug!: string;

  @Field(() => Int, { description: 'Catalog order, 1 first.' })
  position!: number;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  summary!: string;

  @Field(() => String)
  lawAbbreviation!: string;

  @Field(() => String)
  lawTitle!: string;

  @Field(() => String)
  sectionId!: string;

  @Field(() => String)
  sectionTitle!: string;

  @Field(() => GraphQLISODateTime, { description: 'Last modification of the example.' })
  updatedAt!: Date;

  static from(record: NormExampleSummaryRecord): NormExampleSummary {
    return { ...record, updatedAt: new Date(record.updatedAt) };
  }
}
