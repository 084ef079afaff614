import { GraphQLISODateTime, Field, ID, ObjectType } from 'type-graphql';
import type { SubjectRecord } from '../../domain/subjects/subject-record';
import type { Place } from './place.type';
import { SubjectTypeEnum } from './subject-type.enum';
import { UserRef } from './user-ref.type';

/**
 * A screened party: the domain's SubjectRecord as it is (the property types are the record's, so the two
 * cannot drift), with its creator as a reference. `places` is resolved by SubjectFieldsResolver through a
 * batch loader.
 */
@ObjectType()
export class Subject implements Omit<SubjectRecord, 'createdById'> {
  @Field(() => ID)
  id!: SubjectRecord['id'];

  @Field(() => ID)
  organisationId!: SubjectRecord['organisationId'];

  @Field(() => String)
  name!: SubjectRecord['name'];

  @Field(() => SubjectTypeEnum)
  type!: SubjectRecord['type'];

  @Field(() => [String])
  aliases!: SubjectRecord['aliases'];

  @Field(() => GraphQLISODateTime, { nullable: true })
  dateOfBirth!: SubjectRecord['dateOfBirth'];

  @Field(() => GraphQLISODateTime, { nullable: true })
  dateOfIncorporation!: SubjectRecord['dateOfIncorporation'];

  @Field(() => [String])
  industries!: SubjectRecord['industries'];

  @Field(() => [String], { description: 'ISO 3166-1 alpha-2 codes.' })
  nationalities!: SubjectRecord['nationalities'];

  @Field(() => String, { nullable: true, description: "The caller's own reference." })
  internalId!: SubjectRecord['internalId'];

  @Field(() => GraphQLISODateTime)
  createdAt!: SubjectRecord['createdAt'];

  @Field(() => UserRef)
  createdBy!: UserRef;

  /** Places read together with the subject, where a query could; else SubjectFieldsResolver loads them. */
  places?: Place[];

  static from(record: SubjectRecord): Subject {
    return { ...record, createdBy: { id: record.createdById } };
  }
}
