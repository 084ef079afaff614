import type { ComparableToken } from './comparable-token';
import { unmarked, VOWEL_MARK } from './sound-key';
import { comparesSound, soundsOf } from './sound-similarity';
import { tokenSimilarity } from './token-similarity';
import { trigramsOf, type Vocabulary } from './vocabulary';

/**
 * Share of a query part's trigrams a vocabulary part must have to be compared with it at all; at least two.
 * One typo in a six-letter name can leave only its first and last trigram ("sultan"/"sutlan").
 */
const TRIGRAM_SHARE = 0.3;
/** Shorter parts match only by key equality, which the key lookups find. */
const MIN_TRIGRAM_LENGTH = 4;

/** Parts shorter than this match only by their keys (see tokenSimilarity): a swap in them finds nothing. */
const MIN_SWAP_LENGTH = 4;

/**
 * The word with each pair of neighbouring letters swapped ("watlz" → "awtlz", "wtalz", "waltz", "watzl"): a
 * swap breaks two or three of a short word's trigrams, so the trigram lookup would miss the listed word.
 */
function neighboursSwapped(text: string): string[] {
  if (text.length < MIN_SWAP_LENGTH) return [];
  const swapped: string[] = [];
  for (let i = 0; i + 1 < text.length; i++) {
    if (text[i] !== text[i + 1]) swapped.push(text.slice(0, i) + text[i + 1] + text[i] + text.slice(i + 2));
  }
  return swapped;
}

/**
 * Per-query scratch space over the vocabulary: trigram hit counts, reset after each use by the ids touched,
 * so a lookup costs what it touches and not the vocabulary's size.
 */
export class TrigramCounter {
  private readonly counts: Uint16Array;
  private readonly touched: number[] = [];

  constructor(vocabularySize: number) {
    this.counts = new Uint16Array(vocabularySize);
  }

  /** Ids sharing at least `minimum` of the trigrams. */
  idsSharing(vocabulary: Vocabulary, trigrams: readonly string[], minimum: number): number[] {
    for (const trigram of trigrams) {
      for (const id of vocabulary.byTrigram.get(trigram)) {
        if (this.counts[id] === 0) this.touched.push(id);
        this.counts[id] += 1;
      }
    }
    const found = this.touched.filter((id) => this.counts[id] >= minimum);
    for (const id of this.touched) this.counts[id] = 0;
    this.touched.length = 0;
    return found;
  }
}

/**
 * The vocabulary parts alike enough to a query part, with their similarity: found by equal text, equal
 * consonant skeleton, equal consonants for abjad and abugida scripts, equal Korean key, equal sound key for
 * names from other scripts, the same word with two neighbouring letters swapped, and shared trigrams for
 * typos; each then compared in full and kept at or above `floor`.
 */
export function similarVocabulary(
  vocabulary: Vocabulary,
  token: ComparableToken,
  floor: number,
  counter: TrigramCounter,
): Map<number, number> {
  const found = new Map<number, number>();
  const consider = (id: number) => {
    if (found.has(id)) return;
    const similarity = tokenSimilarity(token, vocabulary.tokens[id]);
    if (similarity >= floor) found.set(id, similarity);
  };
  const exact = vocabulary.idOf(token) ?? vocabulary.idOf({ text: token.text, origin: 'latin' });
  if (exact !== undefined) found.set(exact, 1);
  vocabulary.bySkeleton.get(token.skeleton).forEach(consider);
  const consonantal = token.origin === 'abjad' || token.origin === 'abugida';
  if (consonantal) vocabulary.byGlideless.get(token.glideless).forEach(consider);
  for (const key of token.otherGlideless ?? []) vocabulary.byGlideless.get(key).forEach(consider);
  if ((token.origin === 'hangul' || token.origin === 'reading') && token.korean !== undefined)
    vocabulary.byKorean.get(token.korean).forEach(consider);
  if (token.origin === 'latin') {
    for (const swapped of neighboursSwapped(token.text)) {
      const id = vocabulary.idOf({ text: swapped, origin: 'latin' });
      if (id !== undefined) consider(id);
    }
  }
  if (comparesSound(token)) {
    for (const sound of soundsOf(token)) {
      vocabulary.bySound.get(sound).forEach(consider);
      // Abjads and abugidas do not write a name's first vowel reliably: look with and without its mark.
      if (token.origin === 'abjad' || token.origin === 'abugida') {
        const bare = unmarked(sound);
        vocabulary.bySound.get(bare === sound ? VOWEL_MARK + bare : bare).forEach(consider);
      }
    }
  }
  if (!consonantal && token.spelling.length >= MIN_TRIGRAM_LENGTH) {
    const trigrams = trigramsOf(token.spelling);
    const minimum = Math.max(2, Math.ceil(trigrams.length * TRIGRAM_SHARE));
    counter.idsSharing(vocabulary, trigrams, minimum).forEach(consider);
  }
  return found;
}
