import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { AnalysedArticle } from '../domain/media/risk/article-analysis';
import { articleTerms } from '../domain/media/risk/article-terms';
import { readArticleForRisk } from '../domain/media/risk/risk-article-reader';
import { FEATURE_NAMES, riskFeatures } from '../domain/media/risk/risk-features';
import { RISK_MODEL_FILE, type RiskModel } from '../domain/media/risk/risk-model';
import { riskWords } from '../domain/media/risk/risk-words';
import { calibratedProbability, uncalibratedLogOdds } from '../domain/media/risk/risk-probability';
import { subjectContexts } from '../domain/media/risk/subject-contexts';
import { foldOf, isHeldOut, readRiskCorpus, type RiskExample } from './media-risk-corpus';
import {
  DEFAULT_LOGISTIC_REGRESSION,
  type LogisticRegressionOptions,
  roundWeight,
  type SparseRow,
  trainLogisticRegression,
} from './media-risk-logistic-regression';
import { bestThreshold } from './media-risk-threshold';
import { trainTextModel } from './media-risk-text-train';
import { readWrittenTrainingSets } from './media-risk-written';

/** Folds of the cross-validation inside the training articles that chooses the threshold. */
const INNER_FOLDS = 5;
/**
 * A word is weighed when this many training articles have it. Rarer ones learn names and the topics of a
 * few stories: from 3 to 20 the vocabulary shrinks from about 15,000 to 3,000 words at the same
 * cross-validated F1, so they only memorised the development subjects.
 */
const MIN_ARTICLES_PER_WORD = 20;

/** What the model reads of an example, as the assessor computes it at run time. */
export interface RiskInputs {
  analysed: AnalysedArticle;
  features: number[];
  words: Set<string>;
  /** The words and word pairs the text model weighs. */
  terms: Set<string>;
  /** The words around the subject's mentions the context model weighs. */
  contexts: Set<string>;
  /** How much the article counts in training, against a corpus article's 1 (the text model's too). */
  weight: number;
}

export function exampleInputs(examples: readonly RiskExample[]): RiskInputs[] {
  return examples.map((example) => {
    const analysed = readArticleForRisk(example.article, example.subject);
    return {
      analysed,
      features: riskFeatures(analysed),
      words: riskWords(analysed),
      terms: articleTerms(analysed),
      contexts: subjectContexts(analysed),
      weight: 1,
    };
  });
}

/**
 * The inputs of written examples: their words and concepts, but not the article's shape (its length, how
 * often and where it names the subject): written articles are all short and about their subject, adverse or
 * not, so they would unlearn what these say of the news.
 */
export function writtenInputs(examples: readonly RiskExample[]): RiskInputs[] {
  return exampleInputs(examples).map((inputs) => ({
    ...inputs,
    features: inputs.features.map((value, i) => (ARTICLE_SHAPE.test(FEATURE_NAMES[i]) ? 0 : value)),
    weight: WRITTEN_WEIGHT,
  }));
}

const ARTICLE_SHAPE = /^(?:mention|body|names):/;
/**
 * A written article counts a quarter of a corpus article. The corpus is real news, the written sets a
 * stand-in for more of it: at full weight their 1,604 articles outweighed the corpus's 1,022, and the
 * development cross-validation fell from 0.917 to 0.896 (precision 0.939 to 0.863); at 0.5, 0.25 and 0.1 it
 * read 0.919, 0.927 and 0.921, while the written sets' own cross-validation barely moved.
 */
const WRITTEN_WEIGHT = 0.25;

function sparseRow(features: readonly number[], wordIndexes: number[]): SparseRow {
  const row: SparseRow = { indexes: [], values: [] };
  features.forEach((value, i) => {
    if (value === 0) return;
    row.indexes.push(i);
    row.values.push(value);
  });
  for (const index of wordIndexes) {
    row.indexes.push(index);
    row.values.push(1);
  }
  return row;
}

/**
 * Trains the model on concept features and words. Every article is also learnt once without its words, so
 * the concept weights alone still decide well when an article's words are new to the model. The text model
 * beside it learns the same articles at the same weights (see TEXT_WEIGHT in risk-probability.ts).
 */
export function trainRiskModel(
  inputs: readonly RiskInputs[],
  labels: readonly boolean[],
  trainedOn: string,
  decision: Pick<RiskModel, 'threshold' | 'calibration'>,
  options: LogisticRegressionOptions = DEFAULT_LOGISTIC_REGRESSION,
): RiskModel {
  const articlesPerWord = new Map<string, number>();
  for (const { words } of inputs)
    for (const word of words) articlesPerWord.set(word, (articlesPerWord.get(word) ?? 0) + 1);
  const vocabulary = [...articlesPerWord]
    .filter(([, count]) => count >= MIN_ARTICLES_PER_WORD)
    .map(([word]) => word);
  const wordIndex = new Map(vocabulary.map((word, i) => [word, FEATURE_NAMES.length + i]));
  const rows: SparseRow[] = [];
  const rowLabels: boolean[] = [];
  const rowWeights: number[] = [];
  inputs.forEach(({ features, words, weight }, i) => {
    const present = [...words].flatMap((word) => wordIndex.get(word) ?? []);
    rows.push(sparseRow(features, present), sparseRow(features, []));
    rowLabels.push(labels[i], labels[i]);
    rowWeights.push(weight, weight);
  });
  const { weights, bias } = trainLogisticRegression(
    rows,
    rowLabels,
    FEATURE_NAMES.length + vocabulary.length,
    options,
    rowWeights,
  );
  const wordWeights = Object.fromEntries(
    vocabulary
      .map((word, i) => [word, roundWeight(weights[FEATURE_NAMES.length + i])] as const)
      .filter(([, weight]) => weight !== 0)
      .sort((a, b) => a[0].localeCompare(b[0])),
  );
  const textModelOf = (read: (input: RiskInputs) => Set<string>) =>
    trainTextModel(
      inputs.map((input, i) => ({
        terms: read(input),
        language: input.analysed.language,
        adverse: labels[i],
        weight: input.weight,
      })),
    );
  return {
    featureNames: [...FEATURE_NAMES],
    weights: weights.slice(0, FEATURE_NAMES.length).map(roundWeight),
    wordWeights,
    bias: roundWeight(bias),
    text: textModelOf(({ terms }) => terms),
    context: textModelOf(({ contexts }) => contexts),
    ...decision,
    trainedOn,
  };
}

/** Before calibration: the summed log-odds as they are, a threshold at even odds. */
const UNCALIBRATED = { threshold: 0.5, calibration: { scale: 1, shift: 0 } };

/** Adam steps enough for two parameters to converge. */
const CALIBRATION_REGRESSION: LogisticRegressionOptions = { l2: 0, iterations: 2000, learningRate: 0.02 };

/**
 * Platt scaling: the scale and shift of the log-odds that make them the best probabilities (least weighted
 * log loss) for articles the model did not learn.
 */
function fitCalibration(
  logOdds: readonly number[],
  labels: readonly boolean[],
  weights: readonly number[],
): RiskModel['calibration'] {
  const { weights: scale, bias } = trainLogisticRegression(
    logOdds.map((value) => ({ indexes: [0], values: [value] })),
    labels,
    1,
    CALIBRATION_REGRESSION,
    weights,
  );
  return { scale: roundWeight(scale[0]), shift: roundWeight(bias) };
}

/**
 * Trains on the examples with a calibration and a threshold chosen in a cross-validation inside them
 * (subjects disjoint), so neither is chosen on the articles it is then measured on: the calibration fitted
 * to the out-of-fold log-odds, the threshold that gave the best F1 for the calibrated probabilities.
 */
export function trainRiskModelWithThreshold(
  examples: readonly RiskExample[],
  inputs: readonly RiskInputs[],
  trainedOn: string,
): RiskModel {
  const labels = examples.map((example) => example.adverse);
  const logOdds = new Array<number>(examples.length);
  for (let fold = 0; fold < INNER_FOLDS; fold += 1) {
    const inFold = examples.map((example) => foldOf(example, INNER_FOLDS, 'inner-fold') === fold);
    const train = inputs.filter((_, i) => !inFold[i]);
    const trained = trainRiskModel(
      train,
      labels.filter((_, i) => !inFold[i]),
      `inner fold ${fold}`,
      UNCALIBRATED,
    );
    inputs.forEach((input, i) => {
      if (inFold[i]) logOdds[i] = uncalibratedLogOdds(trained, input.analysed, input);
    });
  }
  const calibration = fitCalibration(
    logOdds,
    labels,
    inputs.map(({ weight }) => weight),
  );
  const probabilities = logOdds.map((value) => calibratedProbability(calibration, value));
  return trainRiskModel(inputs, labels, trainedOn, {
    threshold: bestThreshold(probabilities, labels),
    calibration,
  });
}

/**
 * `node dist/bench/media-risk-train.js [--development-only]`: trains the shipped model on the corpus and the
 * written training sets (see media-risk-written.ts), both learnt alike. Every figure comes from
 * media-risk-eval.ts, which trains its own models the same way (the held-out one on development subjects
 * only); once those are read, the shipped model learns from every labelled subject, held-out ones included,
 * since more subjects make it more general for the articles it will meet. `--development-only` leaves the
 * held-out subjects out, as while tuning.
 */
function main() {
  const developmentOnly = process.argv.includes('--development-only');
  const examples = readRiskCorpus().filter((example) => !developmentOnly || !isHeldOut(example));
  const written = readWrittenTrainingSets();
  const model = trainRiskModelWithThreshold(
    [...examples, ...written],
    [...exampleInputs(examples), ...writtenInputs(written)],
    `corpus-dev.jsonl without deleted lines${developmentOnly ? ' and held-out subjects' : ', every subject'}: ` +
      `${examples.length} articles; written sets: ${written.length} articles`,
  );
  writeFileSync(RISK_MODEL_FILE, gzipSync(`${JSON.stringify(model, null, 1)}\n`));
  console.log(
    JSON.stringify({
      wrote: RISK_MODEL_FILE,
      articles: examples.length,
      writtenArticles: written.length,
      features: FEATURE_NAMES.length,
      words: Object.keys(model.wordWeights).length,
    }),
  );
}

if (require.main === module) main();
