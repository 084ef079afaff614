import { GraphQLISODateTime, Field, ID, ObjectType } from 'type-graphql';
import type { SubjectRecord } from '../../domain/subjects/subject-record';
import type { SubjectType } from '../../domain/subjects/subject-type';
import { SubjectTypeEnum } from './subject-type.enum';
import { UserRef } from './user-ref.type';

/** A screened party. `places` is resolved by SubjectFieldsResolver through a batch loader. */
@ObjectType()
export class Subject {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  organisationId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => SubjectTypeEnum)
  type!: SubjectType;

  @Field(() => [String])
  aliases!: string[];

  @Field(() => GraphQLISODateTime, { nullable: true })
  dateOfBirth!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  dateOfIncorporation!: Date | null;

  @Field(() => [String])
  industries!: string[];

  @Field(() => [String], { description: 'ISO 3166-1 alpha-2 codes.' })
  nationalities!: string[];

  @Field(() => String, { nullable: true, description: "The caller's own reference." })
  internalId!: string | null;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => UserRef)
  createdBy!: UserRef;

  static from(entity: SubjectRecord): Subject {
    return {
      id: entity.id,
      organisationId: entity.organisationId,
      name: entity.name,
      type: entity.type,
      aliases: entity.aliases,
      dateOfBirth: entity.dateOfBirth,
      dateOfIncorporation: entity.dateOfIncorporation,
      industries: entity.industries,
      nationalities: entity.nationalities,
      internalId: entity.internalId,
      createdAt: entity.createdAt,
      createdBy: { id: entity.createdById },
    };
  }
}
