export interface RiskyScores {
  precision: number;
  recall: number;
  f1: number;
  articles: number;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** Precision, recall and F1 of the RISKY (adverse) answers against the labels. */
export function riskyScores(predicted: readonly boolean[], labels: readonly boolean[]): RiskyScores {
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  predicted.forEach((positive, i) => {
    if (positive && labels[i]) truePositives += 1;
    else if (positive) falsePositives += 1;
    else if (labels[i]) falseNegatives += 1;
  });
  const precision = truePositives / Math.max(1, truePositives + falsePositives);
  const recall = truePositives / Math.max(1, truePositives + falseNegatives);
  const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision: round(precision), recall: round(recall), f1: round(f1), articles: predicted.length };
}
