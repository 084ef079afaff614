import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Caller } from '../domain/caller';
import type { Domain } from '../domain/create-domain';
import type {
  DispositionRecord,
  ExecutionRecord,
  ResultRecord,
} from '../domain/sanctions/checks/check-records';
import type { SubjectPlaceRecord, SubjectRecord } from '../domain/subjects/subject-record';

/** Batch loaders of one request: every nested list of a page costs one query, not one per parent. */
export interface Loaders {
  subjectById: DataLoader<string, SubjectRecord | null>;
  placesBySubjectId: DataLoader<string, SubjectPlaceRecord[]>;
  executionsByCheckId: DataLoader<string, ExecutionRecord[]>;
  resultsByExecutionId: DataLoader<string, ResultRecord[]>;
  dispositionsByResultId: DataLoader<string, DispositionRecord[]>;
}

export function createLoaders(domain: Domain, em: EntityManager, caller: Caller): Loaders {
  return {
    subjectById: new DataLoader(async (ids) => {
      const byId = new Map((await domain.subjectQueries.findByIds(em, caller, ids)).map((s) => [s.id, s]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    placesBySubjectId: new DataLoader(async (subjectIds) => {
      const groups = groupBy(
        await domain.subjectQueries.placesOf(em, caller, subjectIds),
        (p) => p.subjectId,
      );
      return subjectIds.map((id) => groups.get(id) ?? []);
    }),
    executionsByCheckId: new DataLoader(async (checkIds) => {
      const groups = groupBy(
        await domain.sanctionCheckQueries.executionsOf(em, caller, checkIds),
        (e) => e.checkId,
      );
      return checkIds.map((id) => groups.get(id) ?? []);
    }),
    resultsByExecutionId: new DataLoader(async (executionIds) => {
      const groups = groupBy(
        await domain.sanctionCheckQueries.resultsOf(em, caller, executionIds),
        (r) => r.executionId,
      );
      return executionIds.map((id) => groups.get(id) ?? []);
    }),
    dispositionsByResultId: new DataLoader(async (resultIds) => {
      const groups = groupBy(
        await domain.sanctionCheckQueries.dispositionsOf(em, caller, resultIds),
        (d) => d.resultId,
      );
      return resultIds.map((id) => groups.get(id) ?? []);
    }),
  };
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
