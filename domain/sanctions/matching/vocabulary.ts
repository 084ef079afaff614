import type { ComparableToken } from './comparable-token';
import { KeyPostings, PostingsCollector } from './postings';
import type { TokenOrigin } from './transliterate';

/** Letter trigrams of a spelling, padded so that its first and last letters count as much as the others. */
export function trigramsOf(spelling: string): string[] {
  const padded = `^${spelling}$`;
  const trigrams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) trigrams.add(padded.slice(i, i + 3));
  return [...trigrams];
}

/**
 * Every distinct name part (and glued part) of the loaded lists, once, with lookups by the keys a query
 * part is matched by: a query part is compared with the vocabulary, not with each name.
 */
export interface Vocabulary {
  readonly tokens: readonly ComparableToken[];
  idOf(token: Pick<ComparableToken, 'text' | 'origin'>): number | undefined;
  readonly bySkeleton: KeyPostings;
  readonly byGlideless: KeyPostings;
  readonly byKorean: KeyPostings;
  readonly bySound: KeyPostings;
  readonly byTrigram: KeyPostings;
}

const keyOf = (text: string, origin: TokenOrigin) => `${origin}:${text}`;

export class VocabularyBuilder {
  private readonly tokens: ComparableToken[] = [];
  private readonly ids = new Map<string, number>();

  /**
   * The id of a part, interning it on first sight. A list word spelled like parts glued elsewhere ("Alireza",
   * "Ali Reza") is kept as the word: glued parts are compared more strictly, which would cost the word its
   * matches.
   */
  intern(token: ComparableToken): number {
    const key = keyOf(token.text, token.origin);
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.tokens.length;
      this.ids.set(key, id);
      this.tokens.push(token);
    } else if (token.parts < this.tokens[id].parts) {
      this.tokens[id] = token;
    }
    return id;
  }

  build(): Vocabulary {
    const [skeletons, glideless, korean, sounds, trigrams] = [1, 2, 3, 4, 5].map(
      () => new PostingsCollector(),
    );
    this.tokens.forEach((token, id) => {
      skeletons.add(token.skeleton, id);
      glideless.add(token.glideless, id);
      if (token.korean !== undefined) korean.add(token.korean, id);
      sounds.add(token.sound, id);
      if (token.otherSound !== undefined) sounds.add(token.otherSound, id);
      for (const trigram of trigramsOf(token.spelling)) trigrams.add(trigram, id);
    });
    const ids = this.ids;
    return {
      tokens: this.tokens,
      idOf: (token) => ids.get(keyOf(token.text, token.origin)),
      bySkeleton: KeyPostings.build(skeletons.lists),
      byGlideless: KeyPostings.build(glideless.lists),
      byKorean: KeyPostings.build(korean.lists),
      bySound: KeyPostings.build(sounds.lists),
      byTrigram: KeyPostings.build(trigrams.lists),
    };
  }
}
