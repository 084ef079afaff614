import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlOf } from '../../database/sql';
import type { Caller } from '../../caller';
import { parsePgTimestamp } from '../../database/pg-timestamp';
import { NotFoundError } from '../../errors';
import { isUuid } from '../../ids';
import type {
  CheckConfigurationRecord,
  CheckRecord,
  DispositionRecord,
  ExecutionRecord,
  ResultRecord,
} from './check-records';

type Row = Record<string, unknown>;
const ts = (value: unknown) => parsePgTimestamp(value)!;

/** Reads of sanctions checks, always within the caller's organisation; batch forms serve the loaders. */
export class SanctionCheckQueries {
  async configuration(em: EntityManager, caller: Caller, id: string): Promise<CheckConfigurationRecord> {
    const rows = await this.rows(
      em,
      'select * from sanction_check_configuration where id = ? and organisation_id = ?',
      id,
      caller,
    );
    if (!rows[0]) throw new NotFoundError('Sanctions check configuration', id);
    return toConfiguration(rows[0]);
  }

  async check(em: EntityManager, caller: Caller, id: string): Promise<CheckRecord> {
    const rows = await this.rows(
      em,
      'select * from sanction_check where id = ? and organisation_id = ?',
      id,
      caller,
    );
    if (!rows[0]) throw new NotFoundError('Sanctions check', id);
    return toCheck(rows[0]);
  }

  async execution(em: EntityManager, caller: Caller, id: string): Promise<ExecutionRecord> {
    const rows = await this.rows(
      em,
      'select * from sanction_check_execution where id = ? and organisation_id = ?',
      id,
      caller,
    );
    if (!rows[0]) throw new NotFoundError('Sanctions check execution', id);
    return toExecution(rows[0]);
  }

  /** Executions of the given checks, oldest first. */
  async executionsOf(
    em: EntityManager,
    caller: Caller,
    checkIds: readonly string[],
  ): Promise<ExecutionRecord[]> {
    const rows = await this.rowsIn(
      em,
      'select * from sanction_check_execution where check_id in (?) and organisation_id = ? order by created_at, id',
      checkIds,
      caller,
    );
    return rows.map(toExecution);
  }

  /** Results of the given executions, best first. */
  async resultsOf(
    em: EntityManager,
    caller: Caller,
    executionIds: readonly string[],
  ): Promise<ResultRecord[]> {
    const rows = await this.rowsIn(
      em,
      `select r.*, e.created_by_id from sanction_check_result r join sanction_check_execution e on e.id = r.execution_id
       where r.execution_id in (?) and r.organisation_id = ? order by r.execution_id, r.rank`,
      executionIds,
      caller,
    );
    return rows.map(toResult);
  }

  async dispositionsOf(
    em: EntityManager,
    caller: Caller,
    resultIds: readonly string[],
  ): Promise<DispositionRecord[]> {
    const rows = await this.rowsIn(
      em,
      'select * from sanction_result_disposition where result_id in (?) and organisation_id = ? order by created_at, id',
      resultIds,
      caller,
    );
    return rows.map(toDisposition);
  }

  private async rows(em: EntityManager, sql: string, id: string, caller: Caller): Promise<Row[]> {
    if (!isUuid(id)) return [];
    return sqlOf(em)(sql, [id, caller.organisationId]);
  }

  private async rowsIn(
    em: EntityManager,
    sql: string,
    ids: readonly string[],
    caller: Caller,
  ): Promise<Row[]> {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return [];
    return sqlOf(em)(sql, [valid, caller.organisationId]);
  }
}

export function toConfiguration(row: Row): CheckConfigurationRecord {
  return {
    id: row.id as string,
    organisationId: row.organisation_id as string,
    monitoringInterval: row.monitoring_interval as CheckConfigurationRecord['monitoringInterval'],
    monitoringActive: row.monitoring_active as boolean,
    matchThreshold: row.match_threshold as number,
    datasets: row.datasets as string[] | null,
    createdAt: ts(row.created_at),
    createdById: row.created_by_id as string,
  };
}

export function toCheck(row: Row): CheckRecord {
  return {
    id: row.id as string,
    organisationId: row.organisation_id as string,
    subjectId: row.subject_id as string,
    configurationId: row.configuration_id as string,
    createdAt: ts(row.created_at),
    createdById: row.created_by_id as string,
    lastExecutedAt: ts(row.last_executed_at),
  };
}

function toExecution(row: Row): ExecutionRecord {
  return {
    id: row.id as string,
    checkId: row.check_id as string,
    organisationId: row.organisation_id as string,
    sourcesId: row.sources_id as string,
    trigger: row.trigger as ExecutionRecord['trigger'],
    sources: row.sources as ExecutionRecord['sources'],
    removedResults: row.removed_results as ExecutionRecord['removedResults'],
    createdAt: ts(row.created_at),
    createdById: (row.created_by_id as string | null) ?? null,
  };
}

function toResult(row: Row): ResultRecord {
  return {
    id: row.id as string,
    executionId: row.execution_id as string,
    organisationId: row.organisation_id as string,
    rank: row.rank as number,
    entityKey: row.entity_key as string,
    score: row.score as number,
    change: row.change as ResultRecord['change'],
    entity: row.entity as ResultRecord['entity'],
    explanation: row.explanation as ResultRecord['explanation'],
    createdAt: ts(row.created_at),
    createdById: (row.created_by_id as string | null) ?? null,
  };
}

function toDisposition(row: Row): DispositionRecord {
  return {
    id: row.id as string,
    resultId: row.result_id as string,
    organisationId: row.organisation_id as string,
    risk: row.risk as DispositionRecord['risk'],
    justification: row.justification as string,
    createdAt: ts(row.created_at),
    createdById: row.created_by_id as string,
  };
}
