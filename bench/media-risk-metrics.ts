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

/** A small seeded generator (mulberry32), so an interval reads the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The 95 % bootstrap interval of RISKY F1: the articles resampled with replacement, F1 read on each sample,
 * the 2.5th and 97.5th percentiles. How far a figure on a few hundred articles can move by chance.
 */
export function f1Interval(
  predicted: readonly boolean[],
  labels: readonly boolean[],
  resamples = 2000,
): [number, number] {
  const random = seededRandom(20261124);
  const f1s: number[] = [];
  for (let r = 0; r < resamples; r += 1) {
    const picked = Array.from({ length: predicted.length }, () => Math.floor(random() * predicted.length));
    f1s.push(
      riskyScores(
        picked.map((i) => predicted[i]),
        picked.map((i) => labels[i]),
      ).f1,
    );
  }
  f1s.sort((a, b) => a - b);
  return [f1s[Math.floor(resamples * 0.025)], f1s[Math.floor(resamples * 0.975)]];
}
