import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, join, queryRow, queryRows, sql } from '../../database/sql';
import type { Caller } from '../../caller';
import { NotFoundError } from '../../errors';
import { isUuid, newId } from '../../ids';
import type { SubjectQueries } from '../../subjects/subject.queries';
import { DEFAULT_MATCH_THRESHOLD, screen, type ScreeningMatch } from '../matching';
import type { ScreeningIndex } from '../screening/screening-index';
import { subjectScreeningQuery } from '../screening/subject-screening-query';
import { listingKeyOf } from '../ingest';
import { parseCheckConfiguration, type CheckConfigurationInput } from './check-configuration';
import type {
  CheckConfigurationRecord,
  CheckRecord,
  ExecutionTrigger,
  RemovedResult,
  ResultChange,
} from './check-records';
import { CHECK_COLUMNS, SanctionCheckQueries, toCheck } from './check.queries';
import { parseDisposition } from './dispositions';

/** At most this many results are kept per execution, best first. */
const MAX_RESULTS = 50;

/**
 * Runs sanctions / PEP / watchlist checks of subjects and records what analysts decide. A check is
 * screened synchronously when created; monitoring and list refreshes append executions to it.
 */
export class SanctionCheckService {
  private readonly queries = new SanctionCheckQueries();

  constructor(
    private readonly index: ScreeningIndex,
    private readonly subjects: SubjectQueries,
  ) {}

  async createConfiguration(
    em: EntityManager,
    caller: Caller,
    input: CheckConfigurationInput,
  ): Promise<string> {
    const { datasets } = await this.index.current(em);
    const draft = parseCheckConfiguration(
      input,
      datasets.map((d) => d.name),
      DEFAULT_MATCH_THRESHOLD,
    );
    const id = newId();
    await execute(
      em,
      sql`insert into sanction_check_configuration (id, organisation_id, monitoring_interval, monitoring_active,
            match_threshold, datasets, created_at, created_by_id)
          values (${id}, ${caller.organisationId}, ${draft.monitoringInterval}, ${draft.monitoringActive},
            ${draft.matchThreshold}, ${draft.datasets ? JSON.stringify(draft.datasets) : null}::jsonb, ${new Date()},
            ${caller.userId})`,
    );
    return id;
  }

  /** Screens the subject now and records the check with its first execution. */
  async newCheck(
    em: EntityManager,
    caller: Caller,
    input: { configurationId: string; subjectId: string },
  ): Promise<{ checkId: string; executionId: string }> {
    const configuration = await this.queries.configuration(em, caller, input.configurationId);
    const subject = await this.subjects.get(em, caller, input.subjectId);
    const checkId = newId();
    const now = new Date();
    return em.transactional(async (tx) => {
      await execute(
        tx,
        sql`insert into sanction_check (id, organisation_id, subject_id, configuration_id, created_at, created_by_id,
              last_executed_at)
            values (${checkId}, ${caller.organisationId}, ${subject.subject.id}, ${configuration.id}, ${now},
              ${caller.userId}, ${now})`,
      );
      const check = { id: checkId, organisationId: caller.organisationId, subjectId: subject.subject.id };
      const executionId = await this.screenAndRecord(tx, check, configuration, 'MANUAL', caller.userId, now);
      return { checkId, executionId };
    });
  }

  /** Screens a check again on behalf of the platform (monitoring, list refresh); marks what changed. */
  async rerun(
    em: EntityManager,
    checkId: string,
    trigger: ExecutionTrigger,
    now: Date,
  ): Promise<string | null> {
    const check = isUuid(checkId)
      ? await queryRow(
          em,
          sql`select ${CHECK_COLUMNS} from sanction_check c where c.id = ${checkId}`,
          toCheck,
        )
      : null;
    // The subject (and with it the check) may have been deleted since the job was queued.
    if (!check) return null;
    const configuration = await this.queries.configuration(
      em,
      platformScope(check.organisationId, null),
      check.configurationId,
    );
    return em.transactional(async (tx) => this.screenAndRecord(tx, check, configuration, trigger, null, now));
  }

  async recordDisposition(
    em: EntityManager,
    caller: Caller,
    resultId: string,
    input: { risk: string; justification: string },
  ): Promise<string> {
    const disposition = parseDisposition(input);
    const id = newId();
    // Inserted only when the result is the caller's: one statement, and nothing written otherwise.
    const inserted = isUuid(resultId)
      ? await execute(
          em,
          sql`insert into sanction_result_disposition (id, result_id, organisation_id, risk, justification, created_at,
                created_by_id)
              select ${id}, r.id, r.organisation_id, ${disposition.risk}, ${disposition.justification}, ${new Date()},
                ${caller.userId}
              from sanction_check_result r where r.id = ${resultId} and r.organisation_id = ${caller.organisationId}`,
        )
      : 0;
    if (inserted === 0) throw new NotFoundError('Sanctions check result', resultId);
    return id;
  }

  private async screenAndRecord(
    tx: EntityManager,
    check: Pick<CheckRecord, 'id' | 'organisationId' | 'subjectId'>,
    configuration: CheckConfigurationRecord,
    trigger: ExecutionTrigger,
    createdById: string | null,
    now: Date,
  ): Promise<string> {
    const subject = await this.subjects.get(
      tx,
      platformScope(check.organisationId, createdById),
      check.subjectId,
    );
    const snapshot = await this.index.current(tx);
    const datasets = configuration.datasets ?? undefined;
    const matches = screen(snapshot.index, subjectScreeningQuery(subject), {
      threshold: configuration.matchThreshold,
      datasets,
      limit: MAX_RESULTS,
    });
    const previousKeys = await this.previousResults(tx, check.id);
    const currentKeys = new Set(matches.map((m) => listingKeyOf(m.entity)));
    const removed: RemovedResult[] = [...previousKeys.values()].filter((r) => !currentKeys.has(r.entityKey));
    const sources = snapshot.datasets.filter((d) => !datasets || datasets.includes(d.name));

    const executionId = newId();
    await execute(
      tx,
      sql`insert into sanction_check_execution (id, check_id, organisation_id, sources_id, trigger, sources,
            removed_results, created_at, created_by_id)
          values (${executionId}, ${check.id}, ${check.organisationId}, ${newId()}, ${trigger},
            ${JSON.stringify(sources)}::jsonb, ${JSON.stringify(removed)}::jsonb, ${now}, ${createdById})`,
    );
    await this.insertResults(tx, executionId, check.organisationId, matches, previousKeys, now);
    await execute(tx, sql`update sanction_check set last_executed_at = ${now} where id = ${check.id}`);
    return executionId;
  }

  private async insertResults(
    tx: EntityManager,
    executionId: string,
    organisationId: string,
    matches: ScreeningMatch[],
    previousKeys: Map<string, RemovedResult>,
    now: Date,
  ): Promise<void> {
    if (matches.length === 0) return;
    const rows = matches.map((match, rank) => {
      const key = listingKeyOf(match.entity);
      const change: ResultChange = previousKeys.has(key) ? 'UNCHANGED' : 'NEW';
      return sql`(${newId()}, ${executionId}, ${organisationId}, ${rank + 1}, ${key}, ${Math.round(match.score)},
        ${change}, ${JSON.stringify(match.entity)}::jsonb, ${JSON.stringify(match.explanation)}::jsonb, ${now})`;
    });
    await execute(
      tx,
      sql`insert into sanction_check_result (id, execution_id, organisation_id, rank, entity_key, score, change,
            entity, explanation, created_at)
          values ${join(rows)}`,
    );
  }

  /** Entity keys of the latest execution's results (empty for a first execution). */
  private async previousResults(tx: EntityManager, checkId: string): Promise<Map<string, RemovedResult>> {
    const previous = await queryRows(
      tx,
      sql`select r.entity_key, r.entity->>'name' as name, r.entity->>'dataset' as dataset
          from sanction_check_result r
          where r.execution_id = (select e.id from sanction_check_execution e where e.check_id = ${checkId}
                                  order by e.created_at desc, e.id desc limit 1)`,
      toRemovedResult,
    );
    return new Map(previous.map((r) => [r.entityKey, r]));
  }
}

/** Reads stay scoped to the check's organisation, also when the platform runs the execution itself. */
function platformScope(organisationId: string, userId: string | null): Caller {
  return { organisationId, userId: userId ?? 'platform', credentialId: 'platform' };
}

function toRemovedResult(row: { entity_key: string; name: string; dataset: string }): RemovedResult {
  return { entityKey: row.entity_key, subjectName: row.name, dataset: row.dataset };
}
