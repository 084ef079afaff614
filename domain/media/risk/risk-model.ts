import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { projectFile } from '../../project-files';
import { FEATURE_NAMES } from './risk-features';

/** A logistic regression over FEATURE_NAMES, trained offline by bench/media-risk-train.ts. */
export interface RiskModel {
  featureNames: string[];
  weights: number[];
  bias: number;
  /** Probability from which an article is adverse. */
  threshold: number;
  /** What it was trained on, for the record. */
  trainedOn: string;
}

const riskModelSchema = z.object({
  featureNames: z.array(z.string()),
  weights: z.array(z.number()),
  bias: z.number(),
  threshold: z.number().min(0).max(1),
  trainedOn: z.string(),
});

export const RISK_MODEL_FILE = projectFile('data', 'media', 'risk-model.json');

/** The shipped model; it must have been trained on the features this code computes. */
export function readRiskModel(file = RISK_MODEL_FILE): RiskModel {
  const model = riskModelSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  if (
    model.featureNames.join('\n') !== FEATURE_NAMES.join('\n') ||
    model.weights.length !== FEATURE_NAMES.length
  ) {
    throw new Error(`${file} was trained on other features: run bench/media-risk-train.ts again`);
  }
  return model;
}

export function adverseProbability(
  model: Pick<RiskModel, 'weights' | 'bias'>,
  features: readonly number[],
): number {
  let score = model.bias;
  for (let i = 0; i < features.length; i += 1) score += model.weights[i] * features[i];
  return 1 / (1 + Math.exp(-score));
}
