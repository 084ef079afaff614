/** A tonnage as lists write it ("318,000", "163660"); undefined when the cell holds no number. */
export function parseTonnage(text: string | undefined): number | undefined {
  const digits = (text ?? '').replace(/[,\s]/g, '');
  if (!/^\d+(\.\d+)?$/.test(digits)) return undefined;
  const value = Number(digits);
  return value > 0 ? value : undefined;
}
