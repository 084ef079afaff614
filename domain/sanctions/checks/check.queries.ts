import type { EntityManager } from '@mikro-orm/postgresql';
import type { Caller } from '../../caller';
import { raw, sql } from '../../database/sql';
import { requiredRow, rowsOfIds } from '../../database/rows-by-id';
import type {
  CheckConfigurationRecord,
  CheckRecord,
  DispositionRecord,
  ExecutionRecord,
  ResultRecord,
} from './check-records';

const CONFIGURATION_COLUMNS = raw(`k.id, k.organisation_id, k.monitoring_interval, k.monitoring_active,
  k.match_threshold, k.datasets, k.created_at, k.created_by_id`);

interface ConfigurationRow {
  id: string;
  organisation_id: string;
  monitoring_interval: CheckConfigurationRecord['monitoringInterval'];
  monitoring_active: boolean;
  match_threshold: number;
  datasets: string[] | null;
  created_at: Date;
  created_by_id: string;
}

/** Columns of sanction_check as `CheckRow` names them (prefix `c`). */
export const CHECK_COLUMNS = raw(`c.id, c.organisation_id, c.subject_id, c.configuration_id, c.created_at,
  c.created_by_id, c.last_executed_at`);

export interface CheckRow {
  id: string;
  organisation_id: string;
  subject_id: string;
  configuration_id: string;
  created_at: Date;
  created_by_id: string;
  last_executed_at: Date;
}

const EXECUTION_COLUMNS = raw(`e.id, e.check_id, e.organisation_id, e.sources_id, e.trigger, e.sources,
  e.removed_results, e.created_at, e.created_by_id`);

interface ExecutionRow {
  id: string;
  check_id: string;
  organisation_id: string;
  sources_id: string;
  trigger: ExecutionRecord['trigger'];
  sources: ExecutionRecord['sources'];
  removed_results: ExecutionRecord['removedResults'];
  created_at: Date;
  created_by_id: string | null;
}

interface ResultRow {
  id: string;
  execution_id: string;
  organisation_id: string;
  rank: number;
  entity_key: string;
  score: number;
  change: ResultRecord['change'];
  entity: ResultRecord['entity'];
  explanation: ResultRecord['explanation'];
  created_at: Date;
  created_by_id: string;
}

interface DispositionRow {
  id: string;
  result_id: string;
  organisation_id: string;
  risk: DispositionRecord['risk'];
  justification: string;
  carried_over_from_id: string | null;
  created_at: Date;
  created_by_id: string;
}

/** Reads of sanctions checks, always within the caller's organisation; batch forms serve the loaders. */
export class SanctionCheckQueries {
  async configuration(em: EntityManager, caller: Caller, id: string): Promise<CheckConfigurationRecord> {
    return requiredRow(
      em,
      'Sanctions check configuration',
      id,
      sql`select ${CONFIGURATION_COLUMNS} from sanction_check_configuration k
              where k.id = ${id} and k.organisation_id = ${caller.organisationId}`,
      toConfiguration,
    );
  }

  async check(em: EntityManager, caller: Caller, id: string): Promise<CheckRecord> {
    return requiredRow(
      em,
      'Sanctions check',
      id,
      sql`select ${CHECK_COLUMNS} from sanction_check c
              where c.id = ${id} and c.organisation_id = ${caller.organisationId}`,
      toCheck,
    );
  }

  async execution(em: EntityManager, caller: Caller, id: string): Promise<ExecutionRecord> {
    return requiredRow(
      em,
      'Sanctions check execution',
      id,
      sql`select ${EXECUTION_COLUMNS} from sanction_check_execution e
              where e.id = ${id} and e.organisation_id = ${caller.organisationId}`,
      toExecution,
    );
  }

  /** Executions of the given checks, oldest first. */
  async executionsOf(
    em: EntityManager,
    caller: Caller,
    checkIds: readonly string[],
  ): Promise<ExecutionRecord[]> {
    return rowsOfIds(
      em,
      checkIds,
      (valid) =>
        sql`select ${EXECUTION_COLUMNS} from sanction_check_execution e
          where e.check_id = any(${valid}::uuid[]) and e.organisation_id = ${caller.organisationId}
          order by e.created_at, e.id`,
      toExecution,
    );
  }

  /** Results of the given executions, best first. */
  async resultsOf(
    em: EntityManager,
    caller: Caller,
    executionIds: readonly string[],
  ): Promise<ResultRecord[]> {
    return rowsOfIds(
      em,
      executionIds,
      (valid) =>
        // An execution the platform ran (monitoring, list refresh) is on behalf of whoever created the check.
        sql`select r.id, r.execution_id, r.organisation_id, r.rank, r.entity_key, r.score, r.change, r.entity,
            r.explanation, r.created_at, coalesce(e.created_by_id, c.created_by_id) as created_by_id
          from sanction_check_result r join sanction_check_execution e on e.id = r.execution_id
            join sanction_check c on c.id = e.check_id
          where r.execution_id = any(${valid}::uuid[]) and r.organisation_id = ${caller.organisationId}
          order by r.execution_id, r.rank`,
      toResult,
    );
  }

  async dispositionsOf(
    em: EntityManager,
    caller: Caller,
    resultIds: readonly string[],
  ): Promise<DispositionRecord[]> {
    return rowsOfIds(
      em,
      resultIds,
      (valid) =>
        sql`select d.id, d.result_id, d.organisation_id, d.risk, d.justification, d.carried_over_from_id,
            d.created_at, d.created_by_id
          from sanction_result_disposition d
          where d.result_id = any(${valid}::uuid[]) and d.organisation_id = ${caller.organisationId}
          order by d.created_at, d.id`,
      toDisposition,
    );
  }
}

function toConfiguration(row: ConfigurationRow): CheckConfigurationRecord {
  return {
    id: row.id,
    organisationId: row.organisation_id,
    monitoringInterval: row.monitoring_interval,
    monitoringActive: row.monitoring_active,
    matchThreshold: row.match_threshold,
    datasets: row.datasets,
    createdAt: row.created_at,
    createdById: row.created_by_id,
  };
}

export function toCheck(row: CheckRow): CheckRecord {
  return {
    id: row.id,
    organisationId: row.organisation_id,
    subjectId: row.subject_id,
    configurationId: row.configuration_id,
    createdAt: row.created_at,
    createdById: row.created_by_id,
    lastExecutedAt: row.last_executed_at,
  };
}

function toExecution(row: ExecutionRow): ExecutionRecord {
  return {
    id: row.id,
    checkId: row.check_id,
    organisationId: row.organisation_id,
    sourcesId: row.sources_id,
    trigger: row.trigger,
    sources: row.sources,
    removedResults: row.removed_results,
    createdAt: row.created_at,
    createdById: row.created_by_id,
  };
}

function toResult(row: ResultRow): ResultRecord {
  return {
    id: row.id,
    executionId: row.execution_id,
    organisationId: row.organisation_id,
    rank: row.rank,
    entityKey: row.entity_key,
    score: row.score,
    change: row.change,
    entity: row.entity,
    explanation: row.explanation,
    createdAt: row.created_at,
    createdById: row.created_by_id,
  };
}

function toDisposition(row: DispositionRow): DispositionRecord {
  return {
    id: row.id,
    resultId: row.result_id,
    organisationId: row.organisation_id,
    risk: row.risk,
    justification: row.justification,
    carriedOverFromId: row.carried_over_from_id,
    createdAt: row.created_at,
    createdById: row.created_by_id,
  };
}
