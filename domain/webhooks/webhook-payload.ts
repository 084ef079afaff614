import type { ExecutionTrigger } from '../sanctions/checks/check-records';
import type { UndecidedResult } from './undecided-new-results';

/** The event of an execution that found results nobody has decided on yet. */
export const UNDECIDED_RESULTS_EVENT = 'sanctions_check.undecided_results';

/** What a receiver gets: the contract's field names, so it can read the check through the API. */
export interface UndecidedResultsPayload {
  event: typeof UNDECIDED_RESULTS_EVENT;
  webhook_delivery_id: string;
  organisation_id: string;
  subject_id: string;
  sanctions_peps_watchlists_check_id: string;
  sanction_pep_watchlist_execution_id: string;
  trigger: ExecutionTrigger;
  created_at: string;
  results: {
    sanction_pep_watchlist_result_id: string;
    /** The listed entity's name. */
    subject_name: string;
    dataset: string;
    match_score: number;
  }[];
}

export interface AlertedExecution {
  id: string;
  checkId: string;
  organisationId: string;
  subjectId: string;
  trigger: ExecutionTrigger;
  createdAt: Date;
}

export function undecidedResultsPayload(
  deliveryId: string,
  execution: AlertedExecution,
  results: UndecidedResult[],
): UndecidedResultsPayload {
  return {
    event: UNDECIDED_RESULTS_EVENT,
    webhook_delivery_id: deliveryId,
    organisation_id: execution.organisationId,
    subject_id: execution.subjectId,
    sanctions_peps_watchlists_check_id: execution.checkId,
    sanction_pep_watchlist_execution_id: execution.id,
    trigger: execution.trigger,
    created_at: execution.createdAt.toISOString(),
    results: results.map((r) => ({
      sanction_pep_watchlist_result_id: r.resultId,
      subject_name: r.entityName,
      dataset: r.dataset,
      match_score: r.score,
    })),
  };
}
