import type { Concept } from './risk-concepts';

/** One word of a lexicon term: the whole word, its start ("stem*"), or a part of it ("*part*"). */
interface TermWord {
  text: string;
  kind: 'word' | 'start' | 'part';
}

interface Term {
  concept: Concept;
  words: TermWord[];
}

export interface ConceptHit {
  concept: Concept;
  /** Index of the term's first word among the sentence's tokens. */
  token: number;
  /** How many words the term spans ("forensic accountant": 2); 1 when not told. */
  words?: number;
}

function parseWord(word: string): TermWord {
  if (word.startsWith('*')) return { text: word.replace(/\*/g, ''), kind: 'part' };
  if (word.endsWith('*')) return { text: word.slice(0, -1), kind: 'start' };
  return { text: word, kind: 'word' };
}

function wordMatches(word: TermWord, token: string | undefined): boolean {
  if (token === undefined) return false;
  if (word.kind === 'word') return token === word.text;
  if (word.kind === 'start') return token.startsWith(word.text);
  return token.includes(word.text);
}

/** Tokens whose candidate terms are remembered; beyond this the memory starts again (bounded memory). */
const MAX_REMEMBERED_TOKENS = 50_000;

/**
 * Finds a lexicon's terms in folded tokens. Terms are indexed by their first word (whole words and word
 * starts by a map lookup of each prefix of a token; parts of words by a scan), and the terms a token can
 * start are remembered, so a token costs one map lookup once its word has been seen.
 */
export class ConceptMatcher {
  private readonly byWord = new Map<string, Term[]>();
  private readonly byStart = new Map<string, Term[]>();
  private readonly byPart: Term[] = [];
  private readonly longestStart: number;
  private readonly candidatesByToken = new Map<string, Term[]>();

  constructor(lexicon: Record<Concept, readonly string[]>) {
    let longestStart = 0;
    for (const [concept, entries] of Object.entries(lexicon) as [Concept, readonly string[]][]) {
      for (const entry of entries) {
        const term: Term = { concept, words: entry.split(' ').map(parseWord) };
        const first = term.words[0];
        if (first.kind === 'part') this.byPart.push(term);
        else {
          const index = first.kind === 'word' ? this.byWord : this.byStart;
          index.set(first.text, [...(index.get(first.text) ?? []), term]);
          if (first.kind === 'start') longestStart = Math.max(longestStart, first.text.length);
        }
      }
    }
    this.longestStart = longestStart;
  }

  /** The terms whose first word matches the token. */
  private candidates(token: string): Term[] {
    const remembered = this.candidatesByToken.get(token);
    if (remembered) return remembered;
    const terms = [...(this.byWord.get(token) ?? [])];
    for (let length = 1; length <= Math.min(token.length, this.longestStart); length += 1) {
      terms.push(...(this.byStart.get(token.slice(0, length)) ?? []));
    }
    for (const term of this.byPart) if (token.includes(term.words[0].text)) terms.push(term);
    if (this.candidatesByToken.size >= MAX_REMEMBERED_TOKENS) this.candidatesByToken.clear();
    this.candidatesByToken.set(token, terms);
    return terms;
  }

  /** Every term found, once per concept and token (a word listed twice in a concept counts once). */
  find(tokens: readonly string[]): ConceptHit[] {
    const hits: ConceptHit[] = [];
    for (let i = 0; i < tokens.length; i += 1) {
      const found = new Map<Concept, number>();
      for (const term of this.candidates(tokens[i])) {
        if (found.has(term.concept)) continue;
        if (term.words.every((word, k) => k === 0 || wordMatches(word, tokens[i + k])))
          found.set(term.concept, term.words.length);
      }
      for (const [concept, words] of found)
        hits.push(words > 1 ? { concept, token: i, words } : { concept, token: i });
    }
    return hits;
  }
}
