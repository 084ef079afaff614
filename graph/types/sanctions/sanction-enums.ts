import { MONITORING_INTERVALS } from '../../../domain/sanctions/checks/check-configuration';
import { EXECUTION_TRIGGERS, RESULT_CHANGES } from '../../../domain/sanctions/checks/check-records';
import { GENDERS } from '../../../domain/sanctions/ingest/listed-entity';
import { enumOf } from '../enum-of';

export const MonitoringIntervalEnum = enumOf(
  MONITORING_INTERVALS,
  'MonitoringInterval',
  'How often a monitored check is screened again: a day, 7 or 30 days.',
);

export const ExecutionTriggerEnum = enumOf(
  EXECUTION_TRIGGERS,
  'ExecutionTrigger',
  'MANUAL: an analyst ran it; MONITORING: the schedule; LIST_REFRESH: a list changed.',
);

export const ResultChangeEnum = enumOf(
  RESULT_CHANGES,
  'ResultChange',
  "Whether the listed entity was already a result of the check's previous execution.",
);

export const GenderEnum = enumOf(GENDERS, 'Gender', 'As the list states it.');
