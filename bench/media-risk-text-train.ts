import type { LexiconLanguage } from '../domain/media/risk/article-analysis';
import type { TextModel } from '../domain/media/risk/text-model';
import { roundWeight, type SparseRow, trainLogisticRegression } from './media-risk-logistic-regression';

/** What the text model learns of one article. */
export interface TextExample {
  terms: ReadonlySet<string>;
  language: LexiconLanguage;
  adverse: boolean;
  /** How much it counts, against a corpus article's 1. */
  weight: number;
}

/** A term is weighed when this many training articles have it: rarer ones are names and the words of a single story. */
const MIN_ARTICLES_PER_TERM = 3;
/** Laplace smoothing of the log-count ratios. */
const SMOOTHING = 1;
/**
 * The regression over the ratios. Of L2 penalties 0.001, 0.003 and 0.01, 0.001 read best alone on the
 * corpus's development cross-validation (0.920, 0.917, 0.916, in a first prototype).
 */
const TEXT_REGRESSION = { l2: 0.001, iterations: 300, learningRate: 0.05, withoutBias: true };
/** A language is learnt when its training articles weigh this many corpus articles (written ones weigh less). */
const MIN_ARTICLES_PER_LANGUAGE = 100;

/**
 * NBSVM (Wang and Manning, 2012): each term's Naive Bayes log-count ratio between adverse and other
 * articles scales its presence, and a logistic regression weighs the scaled terms. The shipped weight of
 * a term is its ratio times its learnt weight, so scoring is a sum over the article's terms.
 */
export function trainTextModel(examples: readonly TextExample[]): TextModel {
  const articlesPerTerm = new Map<string, number>();
  for (const { terms } of examples)
    for (const term of terms) articlesPerTerm.set(term, (articlesPerTerm.get(term) ?? 0) + 1);
  const vocabulary = [...articlesPerTerm]
    .filter(([, count]) => count >= MIN_ARTICLES_PER_TERM)
    .map(([term]) => term)
    .sort();
  const index = new Map(vocabulary.map((term, i) => [term, i]));
  const present = examples.map(({ terms }) => [...terms].flatMap((term) => index.get(term) ?? []));
  const adverseCounts = new Float64Array(vocabulary.length).fill(SMOOTHING);
  const otherCounts = new Float64Array(vocabulary.length).fill(SMOOTHING);
  examples.forEach(({ adverse, weight }, i) => {
    for (const j of present[i]) (adverse ? adverseCounts : otherCounts)[j] += weight;
  });
  const adverseTotal = adverseCounts.reduce((sum, count) => sum + count, 0);
  const otherTotal = otherCounts.reduce((sum, count) => sum + count, 0);
  const ratios = vocabulary.map((_, j) =>
    Math.log(adverseCounts[j] / adverseTotal / (otherCounts[j] / otherTotal)),
  );
  const rows: SparseRow[] = present.map((indexes) => ({ indexes, values: indexes.map((j) => ratios[j]) }));
  const { weights } = trainLogisticRegression(
    rows,
    examples.map(({ adverse }) => adverse),
    vocabulary.length,
    TEXT_REGRESSION,
    examples.map(({ weight }) => weight),
  );
  const perLanguage = new Map<LexiconLanguage, number>();
  for (const { language, weight } of examples)
    perLanguage.set(language, (perLanguage.get(language) ?? 0) + weight);
  return {
    languages: [...perLanguage].filter(([, count]) => count >= MIN_ARTICLES_PER_LANGUAGE).map(([l]) => l),
    termWeights: Object.fromEntries(
      vocabulary
        .map((term, j) => [term, roundWeight(ratios[j] * weights[j])] as const)
        .filter(([, weight]) => weight !== 0),
    ),
  };
}
