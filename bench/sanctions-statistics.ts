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
