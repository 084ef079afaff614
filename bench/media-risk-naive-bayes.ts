import { foldText } from '../domain/media/risk/text-folding';

/** Word unigrams and bigrams of a text, folded. */
export function unigramsAndBigrams(text: string): string[] {
  const words = foldText(text).split(' ').filter(Boolean);
  return [...words, ...words.slice(1).map((word, i) => `${words[i]} ${word}`)];
}

/**
 * The baseline the README names: multinomial Naive Bayes over word uni- and bigrams of headline and body,
 * Laplace smoothing, no subject awareness.
 */
export class NaiveBayes {
  private readonly counts = [new Map<string, number>(), new Map<string, number>()];
  private readonly totals = [0, 0];
  private readonly documents = [0, 0];
  private readonly vocabulary = new Set<string>();

  constructor(texts: readonly string[], labels: readonly boolean[]) {
    texts.forEach((text, i) => {
      const label = labels[i] ? 1 : 0;
      this.documents[label] += 1;
      for (const term of unigramsAndBigrams(text)) {
        this.counts[label].set(term, (this.counts[label].get(term) ?? 0) + 1);
        this.totals[label] += 1;
        this.vocabulary.add(term);
      }
    });
  }

  isPositive(text: string): boolean {
    return this.logOdds(text) > 0;
  }

  /** Log-odds of the positive class against the negative one. */
  logOdds(text: string): number {
    const scores = [0, 1].map((label) => {
      let score = Math.log(this.documents[label] / (this.documents[0] + this.documents[1]));
      const denominator = this.totals[label] + this.vocabulary.size;
      for (const term of unigramsAndBigrams(text)) {
        if (this.vocabulary.has(term))
          score += Math.log(((this.counts[label].get(term) ?? 0) + 1) / denominator);
      }
      return score;
    });
    return scores[1] - scores[0];
  }
}
