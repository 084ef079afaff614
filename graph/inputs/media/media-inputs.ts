import { Field, ID, InputType, Int } from 'type-graphql';
import type { DispositionRisk } from '../../../domain/dispositions/disposition-risk';
import type { ConfigurationInput } from '../../../domain/media/searches/configuration-draft';
import { DispositionRiskEnum } from '../../types/disposition-risk.enum';
import { NameFuzzinessEnum } from '../../types/media/media-enums';

@InputType()
export class KeywordListInput {
  @Field(() => String)
  name!: string;

  @Field(() => [String])
  keywords!: string[];
}

@InputType()
export class LookBackPeriodInput {
  @Field(() => Int)
  days!: number;

  @Field(() => Boolean)
  isActive!: boolean;
}

@InputType()
export class AutoRiskAssessmentInput {
  @Field(() => Boolean)
  active!: boolean;

  @Field(() => Int, { description: '0–10 on the subject match scale.' })
  threshold!: number;
}

/** Types are checked here; bounds, codes and categories by the domain (defaults in its comments). */
@InputType()
export class MediaSearchConfigurationInput implements ConfigurationInput {
  @Field(() => String)
  title!: string;

  @Field(() => String, { nullable: true })
  reference?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Default false.' })
  isTemplate?: boolean | null;

  @Field(() => String, { nullable: true, description: 'ISO 639-1; absent: every language.' })
  language?: string | null;

  @Field(() => [String], { nullable: true })
  keywords?: string[] | null;

  @Field(() => [KeywordListInput], { nullable: true })
  keywordLists?: KeywordListInput[] | null;

  @Field(() => [String], { nullable: true, description: 'Of the 13 risk categories; absent or empty: all.' })
  riskCategories?: string[] | null;

  @Field(() => Int, { nullable: true, description: '1–500, default 50.' })
  maxNumberOfResults?: number | null;

  @Field(() => LookBackPeriodInput, { nullable: true, description: 'Default 3,650 days, inactive.' })
  lookBackPeriod?: LookBackPeriodInput | null;

  @Field(() => AutoRiskAssessmentInput, { nullable: true, description: 'Default active, threshold 7.' })
  disambiguationAutoRiskAssessment?: AutoRiskAssessmentInput | null;

  @Field(() => NameFuzzinessEnum, { nullable: true, description: 'Default STANDARD.' })
  subjectNamesFuzzy?: string | null;
}

@InputType()
export class CreateMediaSearchInput {
  @Field(() => ID)
  configurationId!: string;

  @Field(() => ID)
  subjectId!: string;

  @Field(() => Boolean, { nullable: true, description: 'Default true: the first execution starts at once.' })
  executeImmediately?: boolean | null;
}

@InputType()
export class ExecuteMediaSearchInput {
  @Field(() => ID)
  searchId!: string;
}

@InputType()
export class RecordMediaArticleDispositionInput {
  @Field(() => ID)
  articleId!: string;

  @Field(() => DispositionRiskEnum)
  risk!: DispositionRisk;

  @Field(() => String)
  justification!: string;

  @Field(() => [String], { description: 'Required, at least one for RISKY.' })
  riskCategories!: string[];
}

@InputType()
export class OverrideMediaSearchSummaryInput {
  @Field(() => ID)
  searchId!: string;

  @Field(() => Boolean)
  risky!: boolean;

  @Field(() => [String])
  riskCategories!: string[];

  @Field(() => String, { description: 'Markdown.' })
  summary!: string;
}
