import { Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';
import type { SiteSourceRecord } from '../../../domain/site/site-content-records';
import { SiteSourceKindEnum } from './site-source-kind.enum';
import { SourceFaq } from './source-faq.type';

@ObjectType({ description: 'A regulatory source or association described on the public website.' })
export class SiteSource {
  @Field(() => String)
  slug!: string;

  @Field(() => Int, { description: 'Catalog order, 1 first.' })
  position!: number;

  @Field(() => SiteSourceKindEnum)
  kind!: SiteSourceKindEnum;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  shortName!: string | null;

  @Field(() => String, { nullable: true, description: 'Null when the address is not verified.' })
  url!: string | null;

  @Field(() => String)
  description!: string;

  @Field(() => [SourceFaq])
  faqs!: SourceFaq[];

  @Field(() => [String], { description: 'Slugs of the related norm examples.' })
  normSlugs!: string[];

  @Field(() => [String], { description: 'Names of the screening datasets that come from this source.' })
  datasetNames!: string[];

  @Field(() => GraphQLISODateTime)
  updatedAt!: Date;

  static from(record: SiteSourceRecord): SiteSource {
    return { ...record, kind: record.kind as SiteSourceKindEnum, updatedAt: new Date(record.updatedAt) };
  }
}
