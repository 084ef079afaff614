import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A sanctions regime or list the entity is designated under, with its issuer.' })
export class SanctionProgram {
  @Field(() => String)
  programId!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String, { nullable: true })
  summary!: string | null;

  @Field(() => String, { nullable: true })
  url!: string | null;

  @Field(() => String)
  issuerAcronym!: string;

  @Field(() => String)
  issuerName!: string;

  @Field(() => String)
  issuerOrganisation!: string;

  @Field(() => String)
  issuerTerritory!: string;

  @Field(() => String)
  issuerFlag!: string;

  @Field(() => [String])
  measures!: readonly string[];

  @Field(() => Int, { description: 'Order of the programs as the list gives them, from 1.' })
  sortRank!: number;
}

@ObjectType()
export class SanctionTopic {
  @Field(() => String, { description: 'e.g. sanction, role.pep, export.control, debarment' })
  topicId!: string;

  @Field(() => String)
  category!: string;

  @Field(() => String)
  label!: string;
}

@ObjectType()
export class SanctionIdentifier {
  @Field(() => String, {
    description:
      'passport, national_id, imo, mmsi, tax_id, registration, swift_bic, email, digital_currency, other',
  })
  type!: string;

  @Field(() => String)
  value!: string;

  @Field(() => String, { nullable: true })
  country!: string | null;

  @Field(() => String, { nullable: true })
  label!: string | null;
}
