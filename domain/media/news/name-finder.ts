import damerauLevenshtein from 'talisman/metrics/damerau-levenshtein';
import type { ArticleWord } from './article-words';
import type { NameFuzziness } from './news-source';
import type { NamePart, SubjectName } from './subject-name';

/** Where an article names the subject, and how exactly (the NewsHit's nameScore). */
export interface NameOccurrence {
  /** Offsets in the text the words came from. */
  start: number;
  end: number;
  score: number;
}

/**
 * How exactly each form names the subject. The name as written (case, diacritics and a possessive ending
 * aside) is 1; the forms STANDARD adds are 0.9 (other order, inflection, initials, legal form left out,
 * umlauts spelled out) or 0.85 (more names between given name and surname: "Cristina Fernández de
 * Kirchner"); a word found only by transliteration from another script caps the form at 0.8; BROAD's typos
 * and surname with any given initial are 0.6.
 */
const EXACT = 1;
const VARIANT = 0.9;
const WIDENED = 0.85;
const TRANSLITERATED = 0.8;
const LOOSE = 0.6;

/** Words that may stand between a given name and the surname besides capitalised names. */
const PARTICLES = new Set([
  'de',
  'del',
  'della',
  'di',
  'da',
  'dos',
  'das',
  'du',
  'la',
  'le',
  'van',
  'von',
  'der',
  'den',
  'ter',
  'y',
  'e',
  'bin',
  'ibn',
  'al',
  'el',
]);
const MAX_WORDS_BETWEEN = 3;
/** Typos count in name parts this long: a one-letter change in a short name is another name. */
const MIN_TYPO_LENGTH = 5;

interface Span {
  first: number;
  last: number;
  score: number;
  typos: number;
}

class Matcher {
  constructor(
    private readonly words: readonly ArticleWord[],
    private readonly fuzziness: NameFuzziness,
  ) {}

  /** How well word `i` spells `part`, 0 when it does not; `last`: the name's last word may be inflected. */
  word(i: number, part: NamePart, last: boolean): { score: number; typo: boolean } {
    const word = this.words[i];
    if (!word) return { score: 0, typo: false };
    const strict = this.fuzziness === 'STRICT';
    const cap = word.transliterated ? (strict ? 0 : TRANSLITERATED) : EXACT;
    if (word.possessive && !last) return { score: 0, typo: false };
    if (word.text === part.text) return { score: cap, typo: false };
    if (strict) return { score: 0, typo: false };
    if (word.text === part.spelledOut) return { score: Math.min(cap, VARIANT), typo: false };
    // German genitive and plural-like inflections of the last word ("Müllers Firma").
    if (last && word.text === `${part.text}s`) return { score: Math.min(cap, VARIANT), typo: false };
    if (
      this.fuzziness === 'BROAD' &&
      part.text.length >= MIN_TYPO_LENGTH &&
      Math.abs(word.text.length - part.text.length) <= 1 &&
      damerauLevenshtein(word.text, part.text) === 1
    ) {
      return { score: Math.min(cap, LOOSE), typo: true };
    }
    return { score: 0, typo: false };
  }

  isInitial(i: number, part: NamePart): boolean {
    const word = this.words[i];
    return word !== undefined && word.text.length === 1 && word.text === part.text[0] && !word.transliterated;
  }

  /** Word i continues the name begun before it: same sentence. */
  joined(i: number, commaAllowed = false): boolean {
    const word = this.words[i];
    return word !== undefined && !word.breakBefore && (commaAllowed || !word.commaBefore);
  }

  /** `parts` in order from word `first`, each spelled as `word` allows. */
  sequence(first: number, parts: readonly NamePart[], ceiling: number, commaAllowed = false): Span | null {
    let score = ceiling;
    let typos = 0;
    for (let k = 0; k < parts.length; k++) {
      const i = first + k;
      if (k > 0 && !this.joined(i, commaAllowed)) return null;
      const found = this.word(i, parts[k], k === parts.length - 1);
      if (found.score === 0) return null;
      score = Math.min(score, found.score);
      if (found.typo) typos++;
    }
    return { first, last: first + parts.length - 1, score, typos };
  }

  /**
   * Given names (each written out or as an initial, later ones possibly left out), up to three more names
   * or particles, then the surname: "J. Müller", "Jürgen P. Müller", "Cristina Fernández de Kirchner".
   */
  givenThenSurname(first: number, given: readonly NamePart[], surname: NamePart): Span | null {
    let i = first;
    let score = VARIANT;
    let typos = 0;
    for (let k = 0; k < given.length; k++) {
      if (k > 0 && !this.joined(i)) {
        score = Math.min(score, VARIANT);
        continue;
      }
      const full = this.word(i, given[k], false);
      if (full.score > 0) {
        score = Math.min(score, full.score);
        if (full.typo) typos++;
        i++;
      } else if (this.isInitial(i, given[k])) {
        i++;
      } else if (k === 0) {
        return null;
      }
    }
    for (let between = 0; between <= MAX_WORDS_BETWEEN; between++, i++) {
      if (!this.joined(i)) return null;
      const found = this.word(i, surname, true);
      if (found.score > 0) {
        score = Math.min(score, found.score, between > 0 ? WIDENED : VARIANT);
        return { first, last: i, score, typos: typos + (found.typo ? 1 : 0) };
      }
      const word = this.words[i];
      if (!word.capitalised && !PARTICLES.has(word.text)) return null;
    }
    return null;
  }

  /** Surname, then an initial of any given name ("Müller, J."), or that initial before the surname. */
  surnameWithInitial(first: number, given: readonly NamePart[], surname: NamePart): Span | null {
    const surnameAt = (i: number) => this.word(i, surname, true);
    const found = surnameAt(first);
    if (found.score === 0) return null;
    const initialAfter =
      this.joined(first + 1, true) && given.some((part) => this.isInitial(first + 1, part));
    if (initialAfter) return { first, last: first + 1, score: LOOSE, typos: found.typo ? 1 : 0 };
    const initialBefore =
      first > 0 && this.joined(first) && given.some((part) => this.isInitial(first - 1, part));
    return initialBefore ? { first: first - 1, last: first, score: LOOSE, typos: found.typo ? 1 : 0 } : null;
  }

  /** The best way the name is written from word `i` on. */
  at(i: number, name: SubjectName): Span | null {
    const strict = this.fuzziness === 'STRICT';
    const spans: (Span | null)[] = [this.sequence(i, name.parts, EXACT, name.kind === 'person')];
    if (!strict && name.kind === 'person') {
      spans.push(this.givenThenSurname(i, name.given, name.surname));
      if (!this.words[i].possessive) {
        const surname = this.word(i, name.surname, false);
        const rest = surname.score > 0 ? this.sequence(i + 1, name.given, VARIANT, true) : null;
        if (rest && this.joined(i + 1, true)) {
          spans.push({
            first: i,
            last: rest.last,
            score: Math.min(rest.score, surname.score),
            typos: rest.typos + (surname.typo ? 1 : 0),
          });
        }
      }
      if (this.fuzziness === 'BROAD') spans.push(this.surnameWithInitial(i, name.given, name.surname));
    }
    if (!strict && name.kind === 'organisation' && name.core.length > 0 && this.words[i].capitalised) {
      spans.push(this.sequence(i, name.core, name.core.length < name.parts.length ? VARIANT : EXACT));
    }
    let best: Span | null = null;
    for (const span of spans) {
      if (!span || span.typos > 1) continue;
      if (!best || span.score > best.score) best = span;
    }
    return best;
  }
}

/** Where `words` name the subject best at `fuzziness` (the earliest of equally good places), or null. */
export function findName(
  words: readonly ArticleWord[],
  name: SubjectName,
  fuzziness: NameFuzziness,
): NameOccurrence | null {
  const matcher = new Matcher(words, fuzziness);
  let best: Span | null = null;
  for (let i = 0; i < words.length; i++) {
    const span = matcher.at(i, name);
    if (span && (!best || span.score > best.score)) {
      best = span;
      if (best.score === EXACT) break;
    }
  }
  return best && { start: words[best.first].start, end: words[best.last].end, score: best.score };
}
