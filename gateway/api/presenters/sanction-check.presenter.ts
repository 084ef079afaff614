import type { SanctionCheckAggregateQuery, SanctionSourcesQuery } from '../../../graph';
import type { ContractSchemas } from '../contract';
import { presentSanctionResult } from './sanction-result.presenter';
import { presentSubject } from './subject.presenter';

/** `GET …/aggregate/{check_id}`: the check with every execution (oldest first) and the subject. */
export function presentSanctionCheckAggregate(
  check: SanctionCheckAggregateQuery['sanctionCheck'],
): ContractSchemas['SanctionCheckAggregate'] {
  return {
    sanction_pep_watchlist_search: {
      sanctions_peps_watchlists_check_id: check.id,
      organisation_id: check.organisationId,
      created_at: check.createdAt,
      created_by: { user_id: check.createdBy.id },
      undecided_results_count: check.undecidedResultsCount,
      sanction_pep_watchlist_search_executions: check.executions.map((e) => ({
        sanction_pep_watchlist_search_execution_id: e.id,
        source_reference: e.sources.id,
        trigger: e.trigger,
        created_at: e.createdAt,
        removed_results: e.removedResults.map((r) => ({
          entity_key: r.entityKey,
          subject_name: r.subjectName,
          dataset: r.dataset,
        })),
        results: e.results.map(presentSanctionResult),
        undecided_results_count: e.undecidedResultsCount,
      })),
    },
    subject: presentSubject(check.subject),
  };
}

export function presentSources(
  sources: SanctionSourcesQuery['sanctionCheckExecution']['sources'],
): ContractSchemas['SanctionSources'] {
  return {
    sources_id: sources.id,
    datasets: sources.datasets.map((d) => ({
      name: d.name,
      title: d.title,
      summary: d.summary,
      url: d.url,
      updated_at: d.updatedAt,
      tags: d.tags,
    })),
  };
}
