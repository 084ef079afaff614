/**
 * Two name parts less alike than this (0–1, see tokenSimilarity) are not matched at all: typos and
 * transliterations of one name (Muhamad/Muhammad, Khaled/Khalid) stay above it.
 */
export const PART_FLOOR = 0.8;
