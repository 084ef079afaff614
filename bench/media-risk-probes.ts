import { RiskAssessor } from '../domain/media/risk/risk-assessor';
import { riskyScores } from './media-risk-metrics';
import { readWrittenSet, WRITTEN_HELD_BACK_SET, WRITTEN_TRAINING_SETS } from './media-risk-written';

/**
 * The shipped assessor on the articles written apart from the corpus (see media-risk-written.ts), per set,
 * with what it gets wrong. The shipped model learnt from the training sets, so their figures here are
 * training figures: media-risk-eval.ts cross-validates them. The held-back set was first scored when this
 * round's model was done; its first score is the quality figure, every later run a regression check. What it
 * gets wrong there is not listed, so that nobody reads the held-back articles by running a benchmark.
 */
function evaluateSet(assessor: RiskAssessor, file: string) {
  const examples = readWrittenSet(file);
  const answers = examples.map((example) => assessor.assess(example.article, example.subject).adverse);
  const trainedOn = (WRITTEN_TRAINING_SETS as readonly string[]).includes(file);
  return {
    file,
    trainedOn,
    scores: riskyScores(
      answers,
      examples.map((example) => example.adverse),
    ),
    ...(trainedOn
      ? {
          wrong: examples
            .filter((example, i) => answers[i] !== example.adverse)
            .map(
              (example) =>
                `${example.adverse ? 'missed' : 'false alarm'} (${example.article.language}): ${example.article.headline}`,
            ),
        }
      : {}),
  };
}

/** `node dist/bench/media-risk-probes.js`: RISKY precision, recall and F1 of the shipped assessor per set, and what it gets wrong. */
export function evaluateRiskProbes() {
  const assessor = RiskAssessor.load();
  return {
    benchmark: 'media risk probes',
    sets: [WRITTEN_HELD_BACK_SET, ...WRITTEN_TRAINING_SETS].map((file) => evaluateSet(assessor, file)),
  };
}

if (require.main === module) console.log(JSON.stringify(evaluateRiskProbes(), null, 1));
