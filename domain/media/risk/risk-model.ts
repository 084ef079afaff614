import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { projectFile } from '../../project-files';
import { FEATURE_NAMES } from './risk-features';
import { type TextModel, textModelSchema } from './text-model';

/**
 * A logistic regression over FEATURE_NAMES and words (see riskWords), trained offline by
 * bench/media-risk-train.ts.
 */
export interface RiskModel {
  featureNames: string[];
  weights: number[];
  /** Weight of each word present; a word not listed weighs nothing. */
  wordWeights: Record<string, number>;
  bias: number;
  /** The words-only second opinion added to these log-odds (see riskProbability). */
  text: TextModel;
  /** The same kind of model over the words around the subject's mentions (see subjectContexts). */
  context: TextModel;
  /**
   * Platt scaling of the summed log-odds (see riskProbability): scale · log-odds + shift, fitted on the
   * out-of-fold log-odds of a cross-validation inside the training articles.
   */
  calibration: { scale: number; shift: number };
  /** Probability (calibrated) from which an article is adverse. */
  threshold: number;
  /** What it was trained on, for the record. */
  trainedOn: string;
}

const riskModelSchema = z.object({
  featureNames: z.array(z.string()),
  weights: z.array(z.number()),
  wordWeights: z.record(z.string(), z.number()),
  bias: z.number(),
  text: textModelSchema,
  context: textModelSchema,
  calibration: z.object({ scale: z.number().positive(), shift: z.number() }),
  threshold: z.number().min(0).max(1),
  trainedOn: z.string(),
});

export const RISK_MODEL_FILE = projectFile('data', 'media', 'risk-model.json.gz');

/** The shipped model; it must have been trained on the features this code computes. */
export function readRiskModel(file = RISK_MODEL_FILE): RiskModel {
  const model = riskModelSchema.parse(JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')));
  if (
    model.featureNames.join('\n') !== FEATURE_NAMES.join('\n') ||
    model.weights.length !== FEATURE_NAMES.length
  ) {
    throw new Error(`${file} was trained on other features: run bench/media-risk-train.ts again`);
  }
  return model;
}

/** The model's log-odds that the article is adverse (before the subject's role is considered). */
export function adverseLogOdds(
  model: Pick<RiskModel, 'weights' | 'wordWeights' | 'bias'>,
  features: readonly number[],
  words: Iterable<string>,
): number {
  let score = model.bias;
  for (let i = 0; i < features.length; i += 1) score += model.weights[i] * features[i];
  for (const word of words) if (Object.hasOwn(model.wordWeights, word)) score += model.wordWeights[word];
  return score;
}
