import { RiskAssessor } from '../domain/media/risk/risk-assessor';
import { riskProbability } from '../domain/media/risk/risk-probability';
import { textLogOdds } from '../domain/media/risk/text-model';
import { foldOf, isHeldOut, readRiskCorpus, type RiskExample } from './media-risk-corpus';
import { categoryAgreement } from './media-risk-category-agreement';
import { f1Interval, riskyScores } from './media-risk-metrics';
import { NaiveBayes } from './media-risk-naive-bayes';
import {
  exampleInputs,
  writtenInputs,
  type RiskInputs,
  trainRiskModelWithThreshold,
} from './media-risk-train';
import { readWrittenTrainingSets, WRITTEN_TRAINING_SETS } from './media-risk-written';

const FOLDS = 5;

/** The model on concepts alone: no words for any of its parts. */
const WITHOUT_WORDS = { words: [], terms: [], contexts: [] };

const fullText = (example: RiskExample) => `${example.article.headline}\n${example.article.body}`;

/** Each fold's training examples: corpus subjects outside the fold and the written training sets. */
interface Written {
  examples: readonly RiskExample[];
  inputs: readonly RiskInputs[];
}

function trainWith(
  examples: readonly RiskExample[],
  inputs: readonly RiskInputs[],
  written: Written,
  on: string,
) {
  return trainRiskModelWithThreshold([...examples, ...written.examples], [...inputs, ...written.inputs], on);
}

/**
 * Entity-disjoint cross-validation on the development subjects: the assessor's model (trained as the shipped
 * one, with the written sets) and the Naive Bayes baseline (corpus only), trained on the same folds, answer
 * for subjects they never saw.
 */
function crossValidate(examples: readonly RiskExample[], written: Written) {
  const inputs = exampleInputs(examples);
  const labels = examples.map((example) => example.adverse);
  const model: boolean[] = new Array<boolean>(examples.length);
  const withoutWords: boolean[] = new Array<boolean>(examples.length);
  const baseline: boolean[] = new Array<boolean>(examples.length);
  const textAlone: boolean[] = new Array<boolean>(examples.length);
  const contextAlone: boolean[] = new Array<boolean>(examples.length);
  const thresholds: number[] = [];
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const train = examples.map((_, i) => i).filter((i) => foldOf(examples[i], FOLDS) !== fold);
    const test = examples.map((_, i) => i).filter((i) => foldOf(examples[i], FOLDS) === fold);
    const trained = trainWith(
      train.map((i) => examples[i]),
      train.map((i) => inputs[i]),
      written,
      `fold ${fold}`,
    );
    thresholds.push(trained.threshold);
    const bayes = new NaiveBayes(
      train.map((i) => fullText(examples[i])),
      train.map((i) => labels[i]),
    );
    for (const i of test) {
      model[i] = riskProbability(trained, inputs[i].analysed, inputs[i]) >= trained.threshold;
      withoutWords[i] = riskProbability(trained, inputs[i].analysed, WITHOUT_WORDS) >= trained.threshold;
      baseline[i] = bayes.isPositive(fullText(examples[i]));
      textAlone[i] = textLogOdds(trained.text, inputs[i].analysed.language, inputs[i].terms) >= 0;
      contextAlone[i] = textLogOdds(trained.context, inputs[i].analysed.language, inputs[i].contexts) >= 0;
    }
  }
  return {
    /** Chosen inside each fold's training subjects by a cross-validation of its own. */
    thresholds,
    categories: categoryAgreement(examples, inputs),
    model: riskyScores(model, labels),
    /** The same models on concepts alone: what the words add. */
    modelWithoutWords: riskyScores(withoutWords, labels),
    /** The text model alone (words and word pairs, no subject): the second opinion the model adds. */
    textModel: riskyScores(textAlone, labels),
    /** The context model alone (the words around the subject's mentions). */
    contextModel: riskyScores(contextAlone, labels),
    naiveBayes: riskyScores(baseline, labels),
  };
}

/**
 * The written training sets answered by models that did not learn their subjects: entity-disjoint folds of
 * the written articles, each model trained on every development subject of the corpus and the other folds.
 */
function crossValidateWritten(development: readonly RiskExample[], written: Written) {
  const developmentInputs = exampleInputs(development);
  const answers = new Array<boolean>(written.examples.length);
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const inFold = written.examples.map((example) => foldOf(example, FOLDS) === fold);
    const trained = trainWith(
      development,
      developmentInputs,
      {
        examples: written.examples.filter((_, i) => !inFold[i]),
        inputs: written.inputs.filter((_, i) => !inFold[i]),
      },
      `written fold ${fold}`,
    );
    written.examples.forEach((_, i) => {
      if (inFold[i]) {
        answers[i] =
          riskProbability(trained, written.inputs[i].analysed, written.inputs[i]) >= trained.threshold;
      }
    });
  }
  return {
    all: riskyScores(
      answers,
      written.examples.map((example) => example.adverse),
    ),
    ...Object.fromEntries(
      WRITTEN_TRAINING_SETS.map((file) => {
        const inSet = written.examples.map((example) => example.id.startsWith(`${file}#`));
        return [
          file,
          riskyScores(
            answers.filter((_, i) => inSet[i]),
            written.examples.filter((_, i) => inSet[i]).map((example) => example.adverse),
          ),
        ];
      }),
    ),
  };
}

/** Trained on every development subject, tested once on the held-out ones. */
function heldOut(development: readonly RiskExample[], held: readonly RiskExample[], written: Written) {
  const trained = trainWith(development, exampleInputs(development), written, 'development');
  const assessor = new RiskAssessor(trained);
  const heldInputs = exampleInputs(held);
  const labels = held.map((example) => example.adverse);
  const answers = held.map((example) => assessor.assess(example.article, example.subject).adverse);
  const bayes = new NaiveBayes(
    development.map(fullText),
    development.map((e) => e.adverse),
  );
  return {
    threshold: trained.threshold,
    categories: categoryAgreement(held, heldInputs),
    model: { ...riskyScores(answers, labels), f1Interval: f1Interval(answers, labels) },
    modelWithoutWords: riskyScores(
      heldInputs.map(
        (inputs) => riskProbability(trained, inputs.analysed, WITHOUT_WORDS) >= trained.threshold,
      ),
      labels,
    ),
    naiveBayes: riskyScores(
      held.map((example) => bayes.isPositive(fullText(example))),
      labels,
    ),
  };
}

/** Passes over the corpus when timing; the median pass is reported (other processes share the machine). */
const TIMED_PASSES = 5;

/** Average time of the shipped assessor per article, over the whole corpus. */
function millisecondsPerArticle(examples: readonly RiskExample[]) {
  const assessor = RiskAssessor.load();
  for (const example of examples.slice(0, 50)) assessor.assess(example.article, example.subject);
  const passes: number[] = [];
  for (let pass = 0; pass < TIMED_PASSES; pass += 1) {
    const started = process.hrtime.bigint();
    for (const example of examples) assessor.assess(example.article, example.subject);
    passes.push(Number(process.hrtime.bigint() - started) / 1e6 / examples.length);
  }
  passes.sort((a, b) => a - b);
  const averageBodyLength = examples.reduce((sum, e) => sum + e.article.body.length, 0) / examples.length;
  return {
    millisecondsPerArticle: Math.round(passes[Math.floor(TIMED_PASSES / 2)] * 1000) / 1000,
    averageBodyLength: Math.round(averageBodyLength),
  };
}

/**
 * `npx tsc -p tsconfig.build.json && node dist/bench/media-risk-eval.js [--held-out]`: RISKY precision,
 * recall and F1 of the assessor and of the Naive Bayes baseline, by entity-disjoint cross-validation on the
 * development subjects and (with --held-out, once tuning is over) on the held-out quarter of subjects.
 * About five minutes: each fold chooses its threshold by a cross-validation of its own.
 */
export function evaluateMediaRisk(options: { heldOut: boolean }) {
  const corpus = readRiskCorpus();
  const development = corpus.filter((example) => !isHeldOut(example));
  const held = corpus.filter(isHeldOut);
  const writtenExamples = readWrittenTrainingSets();
  const written = { examples: writtenExamples, inputs: writtenInputs(writtenExamples) };
  return {
    benchmark: 'media risk assessment',
    developmentCrossValidation: crossValidate(development, written),
    writtenCrossValidation: crossValidateWritten(development, written),
    ...(options.heldOut ? { heldOut: heldOut(development, held, written) } : {}),
    speed: millisecondsPerArticle(corpus),
  };
}

if (require.main === module) {
  console.log(JSON.stringify(evaluateMediaRisk({ heldOut: process.argv.includes('--held-out') }), null, 1));
}
