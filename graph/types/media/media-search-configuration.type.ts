import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import type { MediaConfigurationRecord } from '../../../domain/media/searches/media-search-records';
import { UserRef } from '../user-ref.type';
import { NameFuzzinessEnum } from './media-enums';

@ObjectType()
export class KeywordList {
  @Field(() => ID)
  keywordListId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => [String])
  keywords!: string[];
}

@ObjectType()
export class LookBackPeriod {
  @Field(() => Int, { description: 'Days back from the execution, 1–36,500.' })
  days!: number;

  @Field(() => Boolean, { description: 'Only when active are older articles left out.' })
  isActive!: boolean;
}

@ObjectType()
export class AutoRiskAssessment {
  @Field(() => Boolean)
  active!: boolean;

  @Field(() => Int, { description: 'Subject match score (0–10) from which the platform decides by itself.' })
  threshold!: number;
}

/** One version of a configuration; the domain's record with its creator as a reference. */
@ObjectType()
export class MediaSearchConfiguration implements Omit<MediaConfigurationRecord, 'createdById'> {
  @Field(() => ID)
  id!: MediaConfigurationRecord['id'];

  @Field(() => Int, { description: 'From 1; an update writes the next version.' })
  version!: MediaConfigurationRecord['version'];

  @Field(() => ID)
  organisationId!: MediaConfigurationRecord['organisationId'];

  @Field(() => String)
  title!: MediaConfigurationRecord['title'];

  @Field(() => String, { nullable: true })
  reference!: MediaConfigurationRecord['reference'];

  @Field(() => Boolean)
  isTemplate!: MediaConfigurationRecord['isTemplate'];

  @Field(() => String, { nullable: true, description: 'ISO 639-1; null: every language.' })
  language!: MediaConfigurationRecord['language'];

  @Field(() => [String])
  keywords!: MediaConfigurationRecord['keywords'];

  @Field(() => [KeywordList])
  keywordLists!: MediaConfigurationRecord['keywordLists'];

  @Field(() => [String], { description: 'The categories screened; empty: all 13.' })
  riskCategories!: MediaConfigurationRecord['riskCategories'];

  @Field(() => Int)
  maxNumberOfResults!: MediaConfigurationRecord['maxNumberOfResults'];

  @Field(() => LookBackPeriod)
  lookBackPeriod!: MediaConfigurationRecord['lookBackPeriod'];

  @Field(() => AutoRiskAssessment)
  disambiguationAutoRiskAssessment!: MediaConfigurationRecord['disambiguationAutoRiskAssessment'];

  @Field(() => NameFuzzinessEnum)
  subjectNamesFuzzy!: MediaConfigurationRecord['subjectNamesFuzzy'];

  @Field(() => GraphQLISODateTime)
  createdAt!: MediaConfigurationRecord['createdAt'];

  @Field(() => UserRef)
  createdBy!: UserRef;

  static from(record: MediaConfigurationRecord): MediaSearchConfiguration {
    return { ...record, createdBy: { id: record.createdById } };
  }
}
