import { riskyScores } from './media-risk-metrics';

/**
 * The thresholds considered, from 0.40 to 0.70 in steps of 0.05. Lower ones would pass the corpus's
 * recall-heavy labels but let articles that clear the subject, or quote it fighting crime, pass (our own
 * English and German cases; the corpus has too few of them to say so itself).
 */
const CANDIDATES = Array.from({ length: 7 }, (_, i) => 0.4 + i * 0.05);

/**
 * The threshold with the best RISKY F1 for out-of-fold probabilities; on a tie, the one nearest 0.5 (a
 * calibrated model's own boundary).
 */
export function bestThreshold(probabilities: readonly number[], labels: readonly boolean[]): number {
  const scored = CANDIDATES.map((threshold) => ({
    threshold: Math.round(threshold * 100) / 100,
    f1: riskyScores(
      probabilities.map((probability) => probability >= threshold),
      labels,
    ).f1,
  }));
  scored.sort((a, b) => b.f1 - a.f1 || Math.abs(a.threshold - 0.5) - Math.abs(b.threshold - 0.5));
  return scored[0].threshold;
}
