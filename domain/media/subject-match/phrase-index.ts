import type { Token } from './article-text';

interface Phrase<T> {
  readonly words: readonly string[];
  /** The last word may have any ending. */
  readonly lastIsPrefix: boolean;
  readonly value: T;
}

/** A phrase found: the value it stands for and the tokens [first, last] it covers. */
export interface PhraseHit<T> {
  readonly value: T;
  readonly first: number;
  readonly last: number;
}

/** One-word prefixes are stored by this many first letters (shorter ones whole). */
const HEAD_LENGTH = 4;

/**
 * Finds lexicon phrases in an article's words in one pass: phrases are looked up by their first word
 * (a one-word prefix `word*` by its first four letters), so the cost grows with the article, not the lexicon.
 */
export class PhraseIndex<T> {
  private readonly byWord = new Map<string, Phrase<T>[]>();
  private readonly byHead = new Map<string, Phrase<T>[]>();
  /** The lengths of byHead's keys: four, and a few shorter stems. */
  private readonly headLengths = new Set<number>();

  /** Phrases are folded words separated by spaces; `*` after the last word matches any ending. */
  static of<T>(entries: Iterable<readonly [phrase: string, value: T]>): PhraseIndex<T> {
    const index = new PhraseIndex<T>();
    for (const [phrase, value] of entries) index.add(phrase, value);
    return index;
  }

  /** Every phrase found, longest first where phrases overlap at the same word. */
  find(tokens: readonly Token[]): PhraseHit<T>[] {
    const hits: PhraseHit<T>[] = [];
    for (let at = 0; at < tokens.length; at++) {
      const key = tokens[at]!.key;
      let longest = longestAt(tokens, at, this.byWord.get(key), undefined);
      for (const length of this.headLengths) {
        if (length <= key.length)
          longest = longestAt(tokens, at, this.byHead.get(key.slice(0, length)), longest);
      }
      if (longest !== undefined) {
        hits.push({ value: longest.value, first: at, last: at + longest.words.length - 1 });
        at += longest.words.length - 1;
      }
    }
    return hits;
  }

  private add(phrase: string, value: T): void {
    const lastIsPrefix = phrase.endsWith('*');
    const words = (lastIsPrefix ? phrase.slice(0, -1) : phrase).split(' ');
    const entry: Phrase<T> = { words, lastIsPrefix, value };
    const first = words[0]!;
    const prefixFirst = lastIsPrefix && words.length === 1;
    const map = prefixFirst ? this.byHead : this.byWord;
    const key = prefixFirst ? first.slice(0, HEAD_LENGTH) : first;
    map.set(key, [...(map.get(key) ?? []), entry]);
    if (prefixFirst) this.headLengths.add(key.length);
  }
}

function longestAt<T>(
  tokens: readonly Token[],
  at: number,
  phrases: readonly Phrase<T>[] | undefined,
  longest: Phrase<T> | undefined,
): Phrase<T> | undefined {
  if (phrases === undefined) return longest;
  for (const phrase of phrases) {
    if (
      (longest === undefined || phrase.words.length > longest.words.length) &&
      matchesAt(tokens, at, phrase)
    ) {
      longest = phrase;
    }
  }
  return longest;
}

function matchesAt<T>(tokens: readonly Token[], at: number, phrase: Phrase<T>): boolean {
  const last = phrase.words.length - 1;
  for (let offset = 0; offset <= last; offset++) {
    const key = tokens[at + offset]?.key;
    const word = phrase.words[offset]!;
    if (key === undefined) return false;
    if (offset === last && phrase.lastIsPrefix ? !key.startsWith(word) : key !== word) return false;
  }
  return true;
}
