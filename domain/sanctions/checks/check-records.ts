import type { Dataset, ListedEntity } from '../ingest';
import type { MatchExplanation } from '../matching';
import type { MonitoringInterval } from './check-configuration';
import type { DispositionRisk } from '../../dispositions/disposition-risk';

export const EXECUTION_TRIGGERS = ['MANUAL', 'MONITORING', 'LIST_REFRESH'] as const;
export type ExecutionTrigger = (typeof EXECUTION_TRIGGERS)[number];
/** Against the check's previous execution. */
export const RESULT_CHANGES = ['NEW', 'UNCHANGED'] as const;
export type ResultChange = (typeof RESULT_CHANGES)[number];

export interface CheckConfigurationRecord {
  id: string;
  organisationId: string;
  monitoringInterval: MonitoringInterval;
  monitoringActive: boolean;
  matchThreshold: number;
  datasets: string[] | null;
  createdAt: Date;
  createdById: string;
}

export interface CheckRecord {
  id: string;
  organisationId: string;
  subjectId: string;
  configurationId: string;
  createdAt: Date;
  createdById: string;
  lastExecutedAt: Date;
}

/** A listed entity that matched in the previous execution and no longer does. */
export interface RemovedResult {
  entityKey: string;
  subjectName: string;
  dataset: string;
}

export interface ExecutionRecord {
  id: string;
  checkId: string;
  organisationId: string;
  sourcesId: string;
  trigger: ExecutionTrigger;
  sources: Dataset[];
  removedResults: RemovedResult[];
  createdAt: Date;
  /** Null for executions the platform ran itself (monitoring, list refresh). */
  createdById: string | null;
}

export interface ResultRecord {
  id: string;
  executionId: string;
  organisationId: string;
  rank: number;
  entityKey: string;
  score: number;
  change: ResultChange;
  /** The listed entity as it was when screened. */
  entity: ListedEntity;
  explanation: MatchExplanation;
  createdAt: Date;
  /** Who ran the execution; for one the platform ran (monitoring, list refresh), who created the check. */
  createdById: string;
}

export interface DispositionRecord {
  id: string;
  resultId: string;
  organisationId: string;
  risk: DispositionRisk;
  justification: string;
  /**
   * The analyst's original decision when this one was carried over from an earlier execution's result of the
   * same listing (same listed-entity data); null when recorded on this result.
   */
  carriedOverFromId: string | null;
  createdAt: Date;
  /** The analyst who decided (for a carried-over decision, who decided the original). */
  createdById: string;
}
