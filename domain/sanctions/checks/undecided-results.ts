import type { DispositionRisk } from '../../dispositions/disposition-risk';

/** What the rule reads of a disposition on a result (a DispositionRecord fits). */
export interface ResultDisposition {
  risk: DispositionRisk;
  createdAt: Date;
}

/**
 * Whether a sanctions result still needs an analyst's decision. The decision in force on a result is its
 * newest disposition: one an analyst recorded on it, or one carried over from an earlier execution of the
 * same check (carried-over decisions are stored as dispositions of the new result, so they count here).
 * A result needs a decision when no disposition is in force, or when the one in force is UNDETERMINED:
 * an analyst looked and left the question open, so it stays on the list of work.
 *
 * The one place this rule lives: the aggregate's per-result flag and count, and the alerts on monitoring and
 * list-refresh executions, all ask this function.
 */
export function needsDecision(dispositions: readonly ResultDisposition[]): boolean {
  let inForce: ResultDisposition | undefined;
  for (const d of dispositions) if (!inForce || d.createdAt >= inForce.createdAt) inForce = d;
  return !inForce || inForce.risk === 'UNDETERMINED';
}
