import type { Fuzziness } from './screening-query';

export interface FuzzinessSettings {
  /** Two name parts below this similarity are not matched at all. */
  partFloor: number;
  /** How many of the best-retrieved list names are scored in full. */
  candidateNames: number;
}

export const FUZZINESS_SETTINGS: Readonly<Record<Fuzziness, FuzzinessSettings>> = {
  STRICT: { partFloor: 0.9, candidateNames: 150 },
  STANDARD: { partFloor: 0.8, candidateNames: 300 },
  BROAD: { partFloor: 0.72, candidateNames: 600 },
};
