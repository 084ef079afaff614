import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, join, queryRow, queryRows, raw, sql, type Sql } from '../../database/sql';
import { whileParentExists } from '../../database/while-parent-exists';
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
    const insert = () =>
      execute(
        em,
        inOneStatement([
          sql`insert into sanction_check (id, organisation_id, subject_id, configuration_id, created_at, created_by_id,
              last_executed_at)
            values (${check.id}, ${check.organisationId}, ${check.subjectId}, ${configuration.id}, ${now},
              ${caller.userId}, ${now})`,
          ...this.executionWrites(check, execution, 'MANUAL', caller.userId, now),
        ]),
      );
    await whileParentExists(insert, () => new NotFoundError('Subject', input.subjectId));
    return { checkId: check.id, executionId: execution.id };
  }

  /**
   * Screens a check again on behalf of the platform (monitoring, list refresh); marks what changed. `onWritten`
   * runs in the execution's transaction (the webhook alerts are written with it).
   */
  async rerun(
    em: EntityManager,
    checkId: string,
    trigger: ExecutionTrigger,
    now: Date,
    onWritten?: (tx: EntityManager, executionId: string) => Promise<void>,
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
    await em.transactional(async (tx) => {
      // Taken in turn with decisions on the check (recordDisposition): one recorded meanwhile is either seen
      // here and carried over, or sees these results and reaches them.
      await execute(tx, sql`select c.id from sanction_check c where c.id = ${check.id} for update`);
      await execute(
        tx,
        inOneStatement([
          ...this.executionWrites(check, execution, trigger, null, now),
          ...carriedDecisions(check, execution, now),
          sql`update sanction_check set last_executed_at = ${now} where id = ${check.id}`,
        ]),
      );
      await onWritten?.(tx, execution.id);
    });
    return execution.id;
  }

  /**
   * Records an analyst's decision on a result. It is in force on that result and, carried over, on the results of
   * the same listing in the check's later executions that saw the same listed-entity data (an analyst may decide
   * on an older execution after monitoring ran again); later executions carry it on themselves (`rerun`).
   */
  async recordDisposition(
    em: EntityManager,
    caller: Caller,
    resultId: string,
    input: { risk: string; justification: string },
  ): Promise<string> {
    const disposition = parseDisposition(input);
    if (!isUuid(resultId)) throw new NotFoundError('Sanctions check result', resultId);
    return em.transactional(async (tx) => {
      // Taken in turn with executions of the check (rerun), so that none misses this decision.
      const locked = await execute(
        tx,
        sql`select c.id from sanction_check c
              join sanction_check_execution e on e.check_id = c.id
              join sanction_check_result r on r.execution_id = e.id
            where r.id = ${resultId} and r.organisation_id = ${caller.organisationId}
            for update of c`,
      );
      if (locked === 0) throw new NotFoundError('Sanctions check result', resultId);
      const later = await this.laterResultsOfSameData(tx, caller, resultId);
      return this.insertDecision(tx, caller, resultId, disposition, later);
    });
  }

  /** The decision on the result and its copies on `later` results. */
  private async insertDecision(
    em: EntityManager,
    caller: Caller,
    resultId: string,
    disposition: ReturnType<typeof parseDisposition>,
    later: string[],
  ): Promise<string> {
    const id = newId();
    const now = new Date();
    const copies = later.map(() => newId());
    // Inserted only when the result is the caller's: one statement, and nothing written otherwise.
    const decided = sql`insert into sanction_result_disposition (id, result_id, organisation_id, risk, justification,
          created_at, created_by_id)
        select ${id}, r.id, r.organisation_id, ${disposition.risk}, ${disposition.justification}, ${now},
          ${caller.userId}
        from sanction_check_result r where r.id = ${resultId} and r.organisation_id = ${caller.organisationId}
        returning id`;
    const insert = () =>
      execute(
        em,
        later.length === 0
          ? decided
          : inOneStatement([
              { as: 'decided', write: decided },
              sql`insert into sanction_result_disposition (id, result_id, organisation_id, risk, justification,
                  carried_over_from_id, created_at, created_by_id)
                select x.id, x.result_id, ${caller.organisationId}, ${disposition.risk}, ${disposition.justification},
                  decided.id, ${now}, ${caller.userId}
                from unnest(${copies}::uuid[], ${later}::uuid[]) as x (id, result_id) cross join decided`,
            ]),
      );
    const gone = () => new NotFoundError('Sanctions check result', resultId);
    if ((await whileParentExists(insert, gone)) === 0) throw gone();
    return id;
  }

  /** Results of later executions of the result's check that found the same listing with the same data. */
  private async laterResultsOfSameData(
    em: EntityManager,
    caller: Caller,
    resultId: string,
  ): Promise<string[]> {
    return queryRows(
      em,
      sql`select later.id
          from sanction_check_result r
            join sanction_check_execution e on e.id = r.execution_id
            join sanction_check_execution e2 on e2.check_id = e.check_id and (e2.created_at, e2.id) > (e.created_at, e.id)
            join sanction_check_result later on later.execution_id = e2.id and later.entity_key = r.entity_key
              and later.entity_digest = r.entity_digest
          where r.id = ${resultId} and r.organisation_id = ${caller.organisationId}`,
      (row: { id: string }) => row.id,
    );
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
  ): Write[] {
    const writes: Write[] = [
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
    writes.push({
      as: NEW_RESULTS,
      write: sql`insert into sanction_check_result (id, execution_id, organisation_id, rank, entity_key, score,
            change, entity, explanation, created_at)
          values ${join(rows)}
          returning id, rank, entity_key, entity_digest`,
    });
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

/** A write of one statement; `as` names it for the writes after it (which read what it returns). */
type Write = Sql | { as: string; write: Sql };

/** The name under which an execution's results insert returns the new results. */
const NEW_RESULTS = 'new_result';

/**
 * Several inserts and updates as one statement (data-modifying WITH): written all together or not at all, in
 * one round trip, without a transaction around them.
 */
function inOneStatement(writes: Write[]): Sql {
  const parts = writes.map((w) => ('as' in w ? w : { as: undefined, write: w }));
  const first = parts.slice(0, -1).map(({ as, write }, i) => sql`${raw(as ?? `write_${i}`)} as (${write})`);
  const last = parts[parts.length - 1].write;
  return first.length === 0 ? last : sql`with ${join(first)} ${last}`;
}

/**
 * Decisions that stick: for each new result, the newest decision on the same listing in any earlier execution of
 * the check, carried over when that decision's result saw the same listed-entity data (same digest, see the
 * migration Migration20261124100000SanctionDecisions). Once the publisher changes the entry the digests differ
 * and the result needs a decision again. Reads the results as they were before this statement, so the new
 * results (`NEW_RESULTS`) are never their own source.
 */
function carriedDecisions(
  check: Pick<CheckRecord, 'id' | 'organisationId'>,
  execution: ScreenedExecution,
  now: Date,
): Write[] {
  if (execution.matches.length === 0) return [];
  // One id per result, by rank: at most one decision is carried onto each.
  const ids = execution.matches.map(() => newId());
  return [
    sql`insert into sanction_result_disposition (id, result_id, organisation_id, risk, justification,
          carried_over_from_id, created_at, created_by_id)
        select (${ids}::uuid[])[n.rank], n.id, ${check.organisationId}, d.risk, d.justification,
          coalesce(d.carried_over_from_id, d.id), ${now}, d.created_by_id
        from ${raw(NEW_RESULTS)} n
          join (
            select distinct on (r.entity_key) r.entity_key, r.entity_digest, d.id, d.risk, d.justification,
              d.carried_over_from_id, d.created_by_id
            from sanction_check_execution e
              join sanction_check_result r on r.execution_id = e.id
              join sanction_result_disposition d on d.result_id = r.id
            where e.check_id = ${check.id}
            order by r.entity_key, d.created_at desc, d.id desc
          ) d on d.entity_key = n.entity_key and d.entity_digest = n.entity_digest`,
  ];
}

function toRemovedResult(row: { entity_key: string; name: string; dataset: string }): RemovedResult {
  return { entityKey: row.entity_key, subjectName: row.name, dataset: row.dataset };
}
