import { Field, ObjectType } from 'type-graphql';
import type { NormExampleRecord } from '../../../domain/site/site-content-records';
import { NormExampleSummary } from './norm-example-summary.type';
import { NormVersion } from './norm-version.type';

@ObjectType({ description: 'A curated comparison of two consecutive versions of a section of German law.' })
export class NormExample extends NormExampleSummary {
  @Field(() => String)
  sourceUrl!: string;

  @Field(() => NormVersion)
  old!: NormVersion;

  @Field(() => NormVersion)
  new!: NormVersion;

  static override from(record: NormExampleRecord): NormExample {
    return { ...record, updatedAt: new Date(record.updatedAt) };
  }
}
