import { Field, ID, InputType, Int } from 'type-graphql';
import type { MonitoringInterval } from '../../../domain/sanctions/checks/check-configuration';
import type { DispositionRisk } from '../../../domain/dispositions/disposition-risk';
import { DispositionRiskEnum } from '../../types/disposition-risk.enum';
import { MonitoringIntervalEnum } from '../../types/sanctions/sanction-enums';

@InputType()
export class MonitoringInput {
  @Field(() => MonitoringIntervalEnum)
  interval!: MonitoringInterval;

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

  @Field(() => DispositionRiskEnum)
  risk!: DispositionRisk;

  @Field(() => String)
  justification!: string;
}
