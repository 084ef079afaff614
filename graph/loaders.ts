import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Caller } from '../domain/caller';
import type { Domain } from '../domain/create-domain';
import type {
  DispositionRecord,
  ExecutionRecord,
  ResultRecord,
} from '../domain/sanctions/checks/check-records';
import type {
  MediaArticleRecord,
  MediaConfigurationRecord,
  MediaDispositionRecord,
  MediaExecutionRecord,
  MediaSummaryRecord,
} from '../domain/media/searches/media-search-records';
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
  private mediaExecutions?: DataLoader<string, MediaExecutionRecord[]>;
  private mediaArticles?: DataLoader<string, MediaArticleRecord[]>;
  private mediaDispositions?: DataLoader<string, MediaDispositionRecord[]>;
  private mediaSummaries?: DataLoader<string, MediaSummaryRecord[]>;
  private latestConfigurations?: DataLoader<string, MediaConfigurationRecord | null>;
  private configurationVersions?: DataLoader<string, MediaConfigurationRecord | null>;

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

  /** Oldest first. */
  get mediaExecutionsBySearchId(): DataLoader<string, MediaExecutionRecord[]> {
    return (this.mediaExecutions ??= groupedLoader(
      (ids) => this.domain.mediaSearchQueries.executionsOf(this.em, this.caller, ids),
      (e) => e.searchId,
    ));
  }

  /** By rank. */
  get mediaArticlesByExecutionId(): DataLoader<string, MediaArticleRecord[]> {
    return (this.mediaArticles ??= groupedLoader(
      (ids) => this.domain.mediaSearchQueries.articlesOf(this.em, this.caller, ids),
      (a) => a.executionId,
    ));
  }

  /** Newest first. */
  get mediaDispositionsByArticleId(): DataLoader<string, MediaDispositionRecord[]> {
    return (this.mediaDispositions ??= groupedLoader(
      (ids) => this.domain.mediaSearchQueries.dispositionsOf(this.em, this.caller, ids),
      (d) => d.articleId,
    ));
  }

  /** Newest first. */
  get mediaSummariesBySearchId(): DataLoader<string, MediaSummaryRecord[]> {
    return (this.mediaSummaries ??= groupedLoader(
      (ids) => this.domain.mediaSearchQueries.summariesOf(this.em, this.caller, ids),
      (m) => m.searchId,
    ));
  }

  get latestMediaConfigurationById(): DataLoader<string, MediaConfigurationRecord | null> {
    return (this.latestConfigurations ??= new DataLoader(async (ids) => {
      const found = await this.domain.mediaSearchQueries.latestConfigurations(this.em, this.caller, ids);
      const byId = new Map(found.map((c) => [c.id, c]));
      return ids.map((id) => byId.get(id) ?? null);
    }));
  }

  /** Keyed by configurationVersionKey(id, version). */
  get mediaConfigurationByVersion(): DataLoader<string, MediaConfigurationRecord | null> {
    return (this.configurationVersions ??= new DataLoader(async (keys) => {
      const pairs = keys.map((key) => {
        const [id, version] = key.split('@');
        return { id, version: Number(version) };
      });
      const found = await this.domain.mediaSearchQueries.configurationVersions(this.em, this.caller, pairs);
      const byKey = new Map(found.map((c) => [configurationVersionKey(c.id, c.version), c]));
      return keys.map((key) => byKey.get(key) ?? null);
    }));
  }
}

/** `${configurationId}@${version}`: the key of one configuration version. */
export const configurationVersionKey = (id: string, version: number) => `${id}@${version}`;

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
