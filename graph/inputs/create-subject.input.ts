import { Field, InputType } from 'type-graphql';
import type { SubjectType } from '../../domain/subjects/subject-type';
import { SubjectTypeEnum } from '../types/subject-type.enum';
import { PlaceInput } from './place.input';

/** Types are checked here; content rules (blank names, country codes, date ranges) by the domain. */
@InputType()
export class CreateSubjectInput {
  @Field(() => String)
  name!: string;

  @Field(() => SubjectTypeEnum, { nullable: true, description: 'Defaults to INDIVIDUAL.' })
  type?: SubjectType | null;

  @Field(() => [String], { nullable: true })
  aliases?: string[] | null;

  @Field(() => String, { nullable: true, description: 'ISO 8601 date-time or date; INDIVIDUAL only.' })
  dateOfBirth?: string | null;

  @Field(() => String, { nullable: true, description: 'ISO 8601 date-time or date; ORGANISATION only.' })
  dateOfIncorporation?: string | null;

  @Field(() => [String], { nullable: true })
  industries?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'ISO 3166-1 alpha-2 codes.' })
  nationalities?: string[] | null;

  @Field(() => [PlaceInput], { nullable: true })
  places?: PlaceInput[] | null;

  @Field(() => String, { nullable: true })
  internalId?: string | null;
}
