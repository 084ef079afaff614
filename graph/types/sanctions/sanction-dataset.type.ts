import { Field, ID, ObjectType } from 'type-graphql';
import type { Dataset } from '../../../domain/sanctions/ingest';

@ObjectType()
export class DatasetTag {
  @Field(() => String)
  category!: string;

  @Field(() => String)
  value!: string;
}

@ObjectType({ description: 'One list as published (OFAC SDN, UN SC, one of the US CSL lists, …).' })
export class SanctionDataset {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  summary!: string;

  @Field(() => String)
  url!: string;

  @Field(() => String, {
    nullable: true,
    description:
      "When the publisher last changed the list: the file's own date, else the download's HTTP Last-Modified, else when our copy was fetched (for a bundled snapshot, the time its gzip header records). Null only in executions recorded before lists were dated.",
  })
  updatedAt!: string | null;

  @Field(() => [DatasetTag])
  tags!: DatasetTag[];

  static from(dataset: Dataset): SanctionDataset {
    return { ...dataset, updatedAt: dataset.updatedAt ?? null, tags: dataset.tags };
  }
}

@ObjectType({ description: 'The datasets an execution screened against.' })
export class SanctionSources {
  @Field(() => ID)
  id!: string;

  @Field(() => [SanctionDataset])
  datasets!: SanctionDataset[];
}
