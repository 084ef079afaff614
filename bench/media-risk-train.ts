import { writeFileSync } from 'node:fs';
import { readArticleForRisk } from '../domain/media/risk/risk-article-reader';
import { FEATURE_NAMES, riskFeatures } from '../domain/media/risk/risk-features';
import { RISK_MODEL_FILE, type RiskModel } from '../domain/media/risk/risk-model';
import { isHeldOut, readRiskCorpus, type RiskExample } from './media-risk-corpus';
import {
  DEFAULT_LOGISTIC_REGRESSION,
  type LogisticRegressionOptions,
  trainLogisticRegression,
} from './media-risk-logistic-regression';

/** Probability from which the shipped model calls an article adverse. */
export const RISK_THRESHOLD = 0.5;

/** The feature vector of each example, as the assessor computes it at run time. */
export function exampleFeatures(examples: readonly RiskExample[]): number[][] {
  return examples.map((example) => riskFeatures(readArticleForRisk(example.article, example.subject)));
}

export function trainRiskModel(
  features: readonly (readonly number[])[],
  labels: readonly boolean[],
  trainedOn: string,
  options: LogisticRegressionOptions = DEFAULT_LOGISTIC_REGRESSION,
): RiskModel {
  const { weights, bias } = trainLogisticRegression(features, labels, options);
  const round = (value: number) => Math.round(value * 1e5) / 1e5;
  return {
    featureNames: [...FEATURE_NAMES],
    weights: weights.map(round),
    bias: round(bias),
    threshold: RISK_THRESHOLD,
    trainedOn,
  };
}

/** Trains the shipped model on the development part of the corpus (never on the held-out subjects). */
function main() {
  const development = readRiskCorpus().filter((example) => !isHeldOut(example));
  const model = trainRiskModel(
    exampleFeatures(development),
    development.map((example) => example.adverse),
    `corpus-dev.jsonl without deleted lines and held-out subjects: ${development.length} articles`,
  );
  writeFileSync(RISK_MODEL_FILE, `${JSON.stringify(model, null, 1)}\n`);
  console.log(
    JSON.stringify({ wrote: RISK_MODEL_FILE, articles: development.length, features: FEATURE_NAMES.length }),
  );
}

if (require.main === module) main();
