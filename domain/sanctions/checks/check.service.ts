import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, join, queryRow, queryRows, raw, sql, type Sql } from '../../database/sql';
import type { Caller } from '../../caller';
import { NotFoundError } from '../../errors';
import { isUuid, newId } from '../../ids';
import type { SubjectWithPlaces } from '../../subjects/subject-record';
import type { SubjectQueries } from '../../subjects/subject.queries';
import { DEFAULT_MATCH_THRESHOLD, screen, type ScreeningMatch } from '../matching';
import type { ScreeningIndex, ScreeningSnapshot } from '../screening/screening-index';
import { subjectScreeningQuery } from '../screening/subject-screening-query';
import { listingKeyOf, type Dataset } from '../ingest';
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

/** One screening of a subject, before it is written. */
interface ScreenedExecution {
  id: string;
  matches: ScreeningMatch[];
  /** Listings the previous execution found (empty for a first one). */
  previousKeys: ReadonlySet<string>;
  removed: RemovedResult[];
  sources: Dataset[];
}

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
    const { datasets } = await this.index.current();
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

  /**
   * Screens the subject now and records the check with its first execution: the configuration and the subject
   * read side by side, the index already in memory, and the check, execution and results written together.
   */
  async newCheck(
    em: EntityManager,
    caller: Caller,
    input: { configurationId: string; subjectId: string },
  ): Promise<{ checkId: string; executionId: string }> {
    const [configuration, subject, snapshot] = await Promise.all([
      this.queries.configuration(em, caller, input.configurationId),
      this.subjects.get(em, caller, input.subjectId),
      this.index.current(),
    ]);
    const now = new Date();
    const check = { id: newId(), organisationId: caller.organisationId, subjectId: subject.subject.id };
    const execution = this.screenExecution(snapshot, subject, configuration, new Map());
    await execute(
      em,
      inOneStatement([
        sql`insert into sanction_check (id, organisation_id, subject_id, configuration_id, created_at, created_by_id,
              last_executed_at)
            values (${check.id}, ${check.organisationId}, ${check.subjectId}, ${configuration.id}, ${now},
              ${caller.userId}, ${now})`,
        ...this.executionWrites(check, execution, 'MANUAL', caller.userId, now),
      ]),
    );
    return { checkId: check.id, executionId: execution.id };
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
    // Reads stay scoped to the check's organisation, also when the platform runs the execution itself.
    const scope: Caller = {
      organisationId: check.organisationId,
      userId: 'platform',
      credentialId: 'platform',
    };
    const [configuration, subject, previous, snapshot] = await Promise.all([
      this.queries.configuration(em, scope, check.configurationId),
      this.subjects.get(em, scope, check.subjectId),
      this.previousResults(em, check.id),
      // A re-check after a refresh must see the new lists, not the index this instance had.
      this.index.upToDate(),
    ]);
    const execution = this.screenExecution(snapshot, subject, configuration, previous);
    await execute(
      em,
      inOneStatement([
        ...this.executionWrites(check, execution, trigger, null, now),
        sql`update sanction_check set last_executed_at = ${now} where id = ${check.id}`,
      ]),
    );
    return execution.id;
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

  /** What screening the subject finds now, against what the previous execution found. */
  private screenExecution(
    snapshot: ScreeningSnapshot,
    subject: SubjectWithPlaces,
    configuration: CheckConfigurationRecord,
    previous: Map<string, RemovedResult>,
  ): ScreenedExecution {
    const datasets = configuration.datasets ?? undefined;
    const matches = screen(snapshot.index, subjectScreeningQuery(subject), {
      threshold: configuration.matchThreshold,
      datasets,
      limit: MAX_RESULTS,
    });
    const currentKeys = new Set(matches.map((m) => listingKeyOf(m.entity)));
    return {
      id: newId(),
      matches,
      previousKeys: new Set(previous.keys()),
      removed: [...previous.values()].filter((r) => !currentKeys.has(r.entityKey)),
      sources: snapshot.datasets.filter((d) => !datasets || datasets.includes(d.name)),
    };
  }

  /** The inserts of an execution and its results. */
  private executionWrites(
    check: Pick<CheckRecord, 'id' | 'organisationId'>,
    execution: ScreenedExecution,
    trigger: ExecutionTrigger,
    createdById: string | null,
    now: Date,
  ): Sql[] {
    const writes = [
      sql`insert into sanction_check_execution (id, check_id, organisation_id, sources_id, trigger, sources,
            removed_results, created_at, created_by_id)
          values (${execution.id}, ${check.id}, ${check.organisationId}, ${newId()}, ${trigger},
            ${JSON.stringify(execution.sources)}::jsonb, ${JSON.stringify(execution.removed)}::jsonb, ${now},
            ${createdById})`,
    ];
    if (execution.matches.length === 0) return writes;
    const rows = execution.matches.map((match, rank) => {
      const key = listingKeyOf(match.entity);
      const change: ResultChange = execution.previousKeys.has(key) ? 'UNCHANGED' : 'NEW';
      return sql`(${newId()}, ${execution.id}, ${check.organisationId}, ${rank + 1}, ${key},
        ${Math.round(match.score)}, ${change}, ${JSON.stringify(match.entity)}::jsonb,
        ${JSON.stringify(match.explanation)}::jsonb, ${now})`;
    });
    writes.push(
      sql`insert into sanction_check_result (id, execution_id, organisation_id, rank, entity_key, score, change,
            entity, explanation, created_at)
          values ${join(rows)}`,
    );
    return writes;
  }

  /** Entity keys of the latest execution's results (empty for a first execution). */
  private async previousResults(em: EntityManager, checkId: string): Promise<Map<string, RemovedResult>> {
    const previous = await queryRows(
      em,
      sql`select r.entity_key, r.entity->>'name' as name, r.entity->>'dataset' as dataset
          from sanction_check_result r
          where r.execution_id = (select e.id from sanction_check_execution e where e.check_id = ${checkId}
                                  order by e.created_at desc, e.id desc limit 1)`,
      toRemovedResult,
    );
    return new Map(previous.map((r) => [r.entityKey, r]));
  }
}

/**
 * Several inserts and updates as one statement (data-modifying WITH): written all together or not at all, in
 * one round trip, without a transaction around them.
 */
function inOneStatement(writes: Sql[]): Sql {
  const first = writes.slice(0, -1).map((write, i) => sql`${raw(`write_${i}`)} as (${write})`);
  const last = writes[writes.length - 1];
  return first.length === 0 ? last : sql`with ${join(first)} ${last}`;
}

function toRemovedResult(row: { entity_key: string; name: string; dataset: string }): RemovedResult {
  return { entityKey: row.entity_key, subjectName: row.name, dataset: row.dataset };
}
