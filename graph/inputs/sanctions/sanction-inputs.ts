import { Field, ID, InputType, Int } from 'type-graphql';

@InputType()
export class MonitoringInput {
  @Field(() => String, { description: 'DAILY, WEEKLY or MONTHLY' })
  interval!: string;

  @Field(() => Boolean)
  isActive!: boolean;
}

@InputType()
export class CreateSanctionCheckConfigurationInput {
  @Field(() => MonitoringInput)
  monitoring!: MonitoringInput;

  @Field(() => Int, { nullable: true, description: '1–100; defaults to the platform default.' })
  matchThreshold?: number | null;

  @Field(() => [String], { nullable: true, description: 'Dataset names; default all.' })
  datasets?: string[] | null;
}

@InputType()
export class CreateSanctionCheckInput {
  @Field(() => ID)
  configurationId!: string;

  @Field(() => ID)
  subjectId!: string;
}

@InputType()
export class RecordSanctionDispositionInput {
  @Field(() => ID)
  resultId!: string;

  @Field(() => String, { description: 'RISKY, NOT_RISKY or UNDETERMINED' })
  risk!: string;

  @Field(() => String)
  justification!: string;
}
