/**
 * The score (0–100) from which a match is reported by default, chosen with bench/sanctions-eval.ts over the
 * bundled lists. At 80, UN-listed people are found by their listed names (recall 0.996, the misses being
 * entries no longer on the bundled list) and by rule-made spelling variants of them (0.99 with birth date
 * and nationality); ordinary, non-listed people raise about 1 hit per 1,000 with birth date and nationality
 * and 5 per 1,000 by name alone. Going down to 75 gains 0.1 point of variant recall for 60 % more name-only
 * hits (8 per 1,000), to 70 three times as many (15). Below 80 lie names sharing one distinctive part, or
 * several parts that are merely alike. Organisations screened with their country: 0.3 % of 1,291 well-known
 * unlisted companies hit (development half; 0 % held-out), and 0.99 of listed organisations' name variants
 * are found (bench/sanctions-organisations-eval.ts).
 */
export const DEFAULT_MATCH_THRESHOLD = 80;
