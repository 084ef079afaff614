import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import type {
  CheckConfigurationRecord,
  CheckRecord,
  ExecutionRecord,
} from '../../../domain/sanctions/checks/check-records';
import type { MonitoringInterval } from '../../../domain/sanctions/checks/check-configuration';
import type { ExecutionTrigger } from '../../../domain/sanctions/checks/check-records';
import { UserRef } from '../user-ref.type';
import { ExecutionTriggerEnum, MonitoringIntervalEnum } from './sanction-enums';
import { SanctionDataset, SanctionSources } from './sanction-dataset.type';

@ObjectType()
export class Monitoring {
  @Field(() => MonitoringIntervalEnum)
  interval!: MonitoringInterval;

  @Field(() => Boolean)
  isActive!: boolean;
}

@ObjectType()
export class SanctionCheckConfiguration {
  @Field(() => ID)
  id!: string;

  @Field(() => Monitoring)
  monitoring!: Monitoring;

  @Field(() => Int, { description: 'Results scoring below this (0–100) are not reported.' })
  matchThreshold!: number;

  @Field(() => [String], { nullable: true, description: 'Dataset names screened; null = all.' })
  datasets!: string[] | null;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => UserRef)
  createdBy!: UserRef;

  static from(record: CheckConfigurationRecord): SanctionCheckConfiguration {
    return {
      id: record.id,
      monitoring: { interval: record.monitoringInterval, isActive: record.monitoringActive },
      matchThreshold: record.matchThreshold,
      datasets: record.datasets,
      createdAt: record.createdAt,
      createdBy: { id: record.createdById },
    };
  }
}

@ObjectType({ description: 'A listed entity that matched in the previous execution and no longer does.' })
export class RemovedResult {
  @Field(() => String)
  entityKey!: string;

  @Field(() => String)
  subjectName!: string;

  @Field(() => String)
  dataset!: string;
}

/** `results` is resolved through a loader (SanctionExecutionFieldsResolver). */
@ObjectType()
export class SanctionCheckExecution {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  checkId!: string;

  @Field(() => ID)
  organisationId!: string;

  @Field(() => ExecutionTriggerEnum)
  trigger!: ExecutionTrigger;

  @Field(() => SanctionSources)
  sources!: SanctionSources;

  @Field(() => [RemovedResult])
  removedResults!: RemovedResult[];

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => UserRef, { nullable: true })
  createdBy!: UserRef | null;

  static from(record: ExecutionRecord): SanctionCheckExecution {
    return {
      id: record.id,
      checkId: record.checkId,
      organisationId: record.organisationId,
      trigger: record.trigger,
      sources: { id: record.sourcesId, datasets: record.sources.map(SanctionDataset.from) },
      removedResults: record.removedResults,
      createdAt: record.createdAt,
      createdBy: record.createdById ? { id: record.createdById } : null,
    };
  }
}

/** `subject` and `executions` are resolved through loaders (SanctionCheckFieldsResolver). */
@ObjectType()
export class SanctionCheck {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  organisationId!: string;

  @Field(() => ID)
  subjectId!: string;

  @Field(() => ID)
  configurationId!: string;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => UserRef)
  createdBy!: UserRef;

  static from(record: CheckRecord): SanctionCheck {
    return {
      id: record.id,
      organisationId: record.organisationId,
      subjectId: record.subjectId,
      configurationId: record.configurationId,
      createdAt: record.createdAt,
      createdBy: { id: record.createdById },
    };
  }
}
