import type { ConceptHit } from './concept-matcher';

/** Verbs of a plea before "not guilty". */
const PLEADING = new Set(['plead', 'pleads', 'pleaded', 'pleading', 'pled']);

/**
 * "X pleaded not guilty to fraud charges" is a defendant's plea, not an acquittal: the "not guilty" the
 * lexicon reads as clearing becomes a charge where the plea stands. A verdict of "not guilty" stays clearing.
 */
export function withPleasAsCharges(hits: ConceptHit[], tokens: readonly string[]): ConceptHit[] {
  return hits.map((hit) =>
    hit.concept === 'exculpation' &&
    tokens[hit.token] === 'not' &&
    tokens[hit.token + 1] === 'guilty' &&
    PLEADING.has(tokens[hit.token - 1])
      ? { concept: 'charge', token: hit.token - 1, words: 3 }
      : hit,
  );
}
