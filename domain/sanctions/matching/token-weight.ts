/** The weight of the commonest parts: they still count, but a third of a distinctive one. */
const COMMON_PART_WEIGHT = 0.35;

/**
 * How much agreement on a name part says, by how many entries carry it (inverse document frequency over
 * entries, scaled to [0.35, 1]): sharing "Putin" says more than sharing "Mohammed" or "Trading".
 */
export function rarityWeight(entriesWithPart: number, entryCount: number): number {
  if (entriesWithPart <= 1 || entryCount <= 1) return 1;
  const idf = Math.log(entryCount / entriesWithPart) / Math.log(entryCount);
  return COMMON_PART_WEIGHT + (1 - COMMON_PART_WEIGHT) * Math.min(1, Math.max(0, idf));
}
