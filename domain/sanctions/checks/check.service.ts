import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlOf } from '../../database/sql';
import type { Caller } from '../../caller';
import { NotFoundError } from '../../errors';
import { isUuid, newId } from '../../ids';
import type { SubjectQueries } from '../../subjects/subject.queries';
import { DEFAULT_MATCH_THRESHOLD, screen, type ScreeningMatch } from '../matching';
import type { ScreeningIndex } from '../screening/screening-index';
import { subjectScreeningQuery } from '../screening/subject-screening-query';
import { listingKeyOf } from '../ingest';
import { parseCheckConfiguration, type CheckConfigurationInput } from './check-configuration';
import type { CheckConfigurationRecord, CheckRecord, ExecutionTrigger, RemovedResult } from './check-records';
import { SanctionCheckQueries, toCheck, toConfiguration } from './check.queries';
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
    await sqlOf(em)(
      `insert into sanction_check_configuration
         (id, organisation_id, monitoring_interval, monitoring_active, match_threshold, datasets, created_at, created_by_id)
       values (?, ?, ?, ?, ?, ?, now(), ?)`,
      [
        id,
        caller.organisationId,
        draft.monitoringInterval,
        draft.monitoringActive,
        draft.matchThreshold,
        draft.datasets ? JSON.stringify(draft.datasets) : null,
        caller.userId,
      ],
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
    return em.transactional(async (tx) => {
      await sqlOf(tx)(
        `insert into sanction_check (id, organisation_id, subject_id, configuration_id, created_at, created_by_id, last_executed_at)
         values (?, ?, ?, ?, now(), ?, now())`,
        [checkId, caller.organisationId, subject.subject.id, configuration.id, caller.userId],
      );
      const check = { id: checkId, organisationId: caller.organisationId, subjectId: subject.subject.id };
      const executionId = await this.execute(tx, check, configuration, 'MANUAL', caller.userId, new Date());
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
    const rows = await sqlOf(em)(
      `select c.*, row_to_json(k) as configuration from sanction_check c
       join sanction_check_configuration k on k.id = c.configuration_id where c.id = ?`,
      [checkId],
    );
    // The subject (and with it the check) may have been deleted since the job was queued.
    if (!rows[0]) return null;
    const check = toCheck(rows[0]);
    const configuration = toConfiguration(rows[0].configuration as Record<string, unknown>);
    return em.transactional(async (tx) => this.execute(tx, check, configuration, trigger, null, now));
  }

  async recordDisposition(
    em: EntityManager,
    caller: Caller,
    resultId: string,
    input: { risk: string; justification: string },
  ): Promise<string> {
    const disposition = parseDisposition(input);
    const found = isUuid(resultId)
      ? await sqlOf(em)('select 1 from sanction_check_result where id = ? and organisation_id = ?', [
          resultId,
          caller.organisationId,
        ])
      : [];
    if (!found.length) throw new NotFoundError('Sanctions check result', resultId);
    const id = newId();
    await sqlOf(em)(
      `insert into sanction_result_disposition (id, result_id, organisation_id, risk, justification, created_at, created_by_id)
       values (?, ?, ?, ?, ?, now(), ?)`,
      [id, resultId, caller.organisationId, disposition.risk, disposition.justification, caller.userId],
    );
    return id;
  }

  private async execute(
    tx: EntityManager,
    check: Pick<CheckRecord, 'id' | 'organisationId' | 'subjectId'>,
    configuration: CheckConfigurationRecord,
    trigger: ExecutionTrigger,
    createdById: string | null,
    now: Date,
  ): Promise<string> {
    // Reads stay scoped to the check's organisation, also when the platform runs the execution itself.
    const scope = {
      organisationId: check.organisationId,
      userId: createdById ?? 'platform',
      credentialId: 'platform',
    };
    const subject = await this.subjects.get(tx, scope, check.subjectId);
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
    const sql = sqlOf(tx);
    await sql(
      `insert into sanction_check_execution (id, check_id, organisation_id, sources_id, trigger, sources, removed_results, created_at, created_by_id)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        executionId,
        check.id,
        check.organisationId,
        newId(),
        trigger,
        JSON.stringify(sources),
        JSON.stringify(removed),
        now,
        createdById,
      ],
    );
    await this.insertResults(tx, executionId, check.organisationId, matches, previousKeys, now);
    await sql('update sanction_check set last_executed_at = ? where id = ?', [now, check.id]);
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
    const values = matches.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ');
    const params = matches.flatMap((match, rank) => {
      const key = listingKeyOf(match.entity);
      return [
        newId(),
        executionId,
        organisationId,
        rank + 1,
        key,
        Math.round(match.score),
        previousKeys.has(key) ? 'UNCHANGED' : 'NEW',
        JSON.stringify(match.entity),
        JSON.stringify(match.explanation),
        now,
      ];
    });
    await sqlOf(tx)(
      `insert into sanction_check_result (id, execution_id, organisation_id, rank, entity_key, score, change, entity, explanation, created_at)
       values ${values}`,
      params,
    );
  }

  /** Entity keys of the latest execution's results (empty for a first execution). */
  private async previousResults(tx: EntityManager, checkId: string): Promise<Map<string, RemovedResult>> {
    const rows: Record<string, string>[] = await sqlOf(tx)(
      `select r.entity_key, r.entity->>'name' as name, r.entity->>'dataset' as dataset from sanction_check_result r
       where r.execution_id = (select id from sanction_check_execution where check_id = ? order by created_at desc, id desc limit 1)`,
      [checkId],
    );
    return new Map(
      rows.map((r) => [r.entity_key, { entityKey: r.entity_key, subjectName: r.name, dataset: r.dataset }]),
    );
  }
}
