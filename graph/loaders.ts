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

/**
 * Batch loaders of one request: every nested list of a page costs one query, not one per parent.
 * Each loader is made when a field first asks for it; most operations need one or two of them.
 */
export class Loaders {
  private subjects?: DataLoader<string, SubjectRecord | null>;
  private places?: DataLoader<string, SubjectPlaceRecord[]>;
  private executions?: DataLoader<string, ExecutionRecord[]>;
  private results?: DataLoader<string, ResultRecord[]>;
  private dispositions?: DataLoader<string, DispositionRecord[]>;

  constructor(
    private readonly domain: Domain,
    private readonly em: EntityManager,
    private readonly caller: Caller,
  ) {}

  get subjectById(): DataLoader<string, SubjectRecord | null> {
    return (this.subjects ??= new DataLoader(async (ids) => {
      const found = await this.domain.subjectQueries.findByIds(this.em, this.caller, ids);
      const byId = new Map(found.map((s) => [s.id, s]));
      return ids.map((id) => byId.get(id) ?? null);
    }));
  }

  get placesBySubjectId(): DataLoader<string, SubjectPlaceRecord[]> {
    return (this.places ??= groupedLoader(
      (ids) => this.domain.subjectQueries.placesOf(this.em, this.caller, ids),
      (p) => p.subjectId,
    ));
  }

  get executionsByCheckId(): DataLoader<string, ExecutionRecord[]> {
    return (this.executions ??= groupedLoader(
      (ids) => this.domain.sanctionCheckQueries.executionsOf(this.em, this.caller, ids),
      (e) => e.checkId,
    ));
  }

  get resultsByExecutionId(): DataLoader<string, ResultRecord[]> {
    return (this.results ??= groupedLoader(
      (ids) => this.domain.sanctionCheckQueries.resultsOf(this.em, this.caller, ids),
      (r) => r.executionId,
    ));
  }

  get dispositionsByResultId(): DataLoader<string, DispositionRecord[]> {
    return (this.dispositions ??= groupedLoader(
      (ids) => this.domain.sanctionCheckQueries.dispositionsOf(this.em, this.caller, ids),
      (d) => d.resultId,
    ));
  }
}

/** A loader of the children of many parents in one query, handed out per parent (none: an empty list). */
function groupedLoader<T>(
  load: (parentIds: readonly string[]) => Promise<T[]>,
  parentOf: (item: T) => string,
): DataLoader<string, T[]> {
  return new DataLoader(async (parentIds) => {
    const groups = new Map<string, T[]>();
    for (const item of await load(parentIds)) {
      const parent = parentOf(item);
      const group = groups.get(parent);
      if (group) group.push(item);
      else groups.set(parent, [item]);
    }
    return parentIds.map((id) => groups.get(id) ?? []);
  });
}
