/** How much an article's recency counts: its weight halves every this many years. */
const RECENCY_HALF_LIFE_YEARS = 3;
const YEAR_MS = 365.25 * 24 * 3600 * 1000;

/**
 * The order in which an analyst should read an execution's articles (rank 1 first):
 *
 *   priority = sureness × (0.25 + 0.75 × adversity) × (0.6 + 0.4 × recency)
 *
 * - sureness: the subject match score / 10, how surely the article is about this subject. An article
 *   about a namesake sinks however adverse it is.
 * - adversity: the assessor's probability that the article is adverse about the subject. A sure,
 *   neutral article still ranks above an unsure, adverse one (0.25 floor).
 * - recency: 0.5 ^ (age in years / 3), 0.5 when the date is unknown. It moves articles of equal
 *   sureness and adversity, never past a clearly more adverse one (0.6 floor).
 */
export function articlePriority(
  article: { matchScore: number; adverseProbability: number; publishedAt: Date | null },
  now: Date,
): number {
  const sureness = Math.max(0, Math.min(10, article.matchScore)) / 10;
  const adversity = Math.max(0, Math.min(1, article.adverseProbability));
  const recency = article.publishedAt
    ? 0.5 ** (Math.max(0, now.getTime() - article.publishedAt.getTime()) / YEAR_MS / RECENCY_HALF_LIFE_YEARS)
    : 0.5;
  return sureness * (0.25 + 0.75 * adversity) * (0.6 + 0.4 * recency);
}
