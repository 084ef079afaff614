import { z } from 'zod';
import type { LexiconLanguage } from './article-analysis';

/**
 * A second opinion that reads terms alone: a logistic regression over Naive Bayes log-count ratios (Wang and
 * Manning's NBSVM), trained offline by bench/media-risk-text-train.ts on the articles the concept model
 * learns from. The model ships two: the text model reads the article's words and word pairs, as a reader
 * skimming the story would (articleTerms), and knows nothing of the subject's part in it; the context model
 * reads the words around the subject's mentions (subjectContexts). riskProbability adds both to the concept
 * model's log-odds and the role shifts.
 */
export interface TextModel {
  /** The languages it learnt; it abstains (adds nothing) on any other. */
  languages: LexiconLanguage[];
  /** Weight of each term present (its ratio times its learnt weight); a term not listed weighs nothing. */
  termWeights: Record<string, number>;
}

export const textModelSchema = z.object({
  languages: z.array(z.enum(['en', 'de'])),
  termWeights: z.record(z.string(), z.number()),
});

/**
 * The text model's log-odds that the article is adverse: the sum of its terms' weights. It has no bias, so
 * an article of terms it does not know, or in a language it did not learn, gets 0 (no opinion).
 */
export function textLogOdds(model: TextModel, language: LexiconLanguage, terms: Iterable<string>): number {
  if (!model.languages.includes(language)) return 0;
  let score = 0;
  for (const term of terms) if (Object.hasOwn(model.termWeights, term)) score += model.termWeights[term];
  return score;
}
