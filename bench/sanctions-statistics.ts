/** Ranks 1..n, ties sharing their mean rank. */
function ranks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const result = new Array<number>(values.length);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1].value === order[start].value) end += 1;
    for (let k = start; k <= end; k++) result[order[k].index] = (start + end) / 2 + 1;
    start = end + 1;
  }
  return result;
}

function pearson(x: readonly number[], y: readonly number[]): number {
  const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const [mx, my] = [mean(x), mean(y)];
  let [covariance, vx, vy] = [0, 0, 0];
  for (let i = 0; i < x.length; i++) {
    covariance += (x[i] - mx) * (y[i] - my);
    vx += (x[i] - mx) ** 2;
    vy += (y[i] - my) ** 2;
  }
  return vx === 0 || vy === 0 ? 0 : covariance / Math.sqrt(vx * vy);
}

/** Spearman's rank correlation (Pearson on ranks, ties averaged). */
export function spearman(x: readonly number[], y: readonly number[]): number {
  return pearson(ranks(x), ranks(y));
}

/** The p-th percentile (0–100) by nearest rank. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const round = (value: number, digits = 3) => Number(value.toFixed(digits));

/**
 * Of the pairs (i, j) whose reference values differ by at least `margin`, the share that `ours` orders the
 * same way, a tie in ours counting half (Kendall-style concordance, ignoring near-ties of the reference).
 */
export function pairwiseAgreement(
  reference: readonly number[],
  ours: readonly number[],
  margin: number,
): { pairs: number; agreement: number } {
  let [pairs, agreeing] = [0, 0];
  for (let i = 0; i < reference.length; i++) {
    for (let j = i + 1; j < reference.length; j++) {
      const referenceOrder = reference[i] - reference[j];
      if (Math.abs(referenceOrder) < margin) continue;
      pairs += 1;
      const product = referenceOrder * (ours[i] - ours[j]);
      agreeing += product > 0 ? 1 : product === 0 ? 0.5 : 0;
    }
  }
  return { pairs, agreement: pairs === 0 ? Number.NaN : agreeing / pairs };
}
