import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'One snapshot of a section of law.' })
export class NormVersion {
  @Field(() => String, { description: 'Date of the snapshot (YYYY-MM-DD), not the date it took effect.' })
  versionDate!: string;

  @Field(() => String, { description: 'Commit of the snapshot in the public repository bundestag/gesetze.' })
  commit!: string;

  @Field(() => String)
  textMarkdown!: string;
}
