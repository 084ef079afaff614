import damerauLevenshtein from 'talisman/metrics/damerau-levenshtein';
import { isFirstName } from '../given-names';
import type { ArticleWord } from './article-words';
import { sameRomanisation } from './name-skeleton';
import { PARTICLES } from './name-particles';
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
 * umlauts spelled out, an organisation's first words possessive: "Peru's Congress") or 0.85 (more names
 * between given name and surname: "Cristina Fernández de Kirchner", a double surname without the given
 * name: "Yoshiyama Sasaki", or the first given name with a family name among the given names: "Mauricio
 * Arriaga"); a word found only by transliteration from another script, or spelled as
 * another romanisation (same consonant skeleton: "Makhlouf" for "Makhluf"), caps the form at 0.8; a
 * person's surname alone in the headline ("Poroshenko fuels war") is 0.7; BROAD's looseWords and surname
 * with any given initial are 0.6.
 */
const EXACT = 1;
const VARIANT = 0.9;
const WIDENED = 0.85;
const TRANSLITERATED = 0.8;
const HEADLINE_SURNAME = 0.7;
const LOOSE = 0.6;

const MAX_WORDS_BETWEEN = 3;
/** Typos count in name parts this long: a one-letter change in a short name is another name. */
const MIN_TYPO_LENGTH = 5;

interface Span {
  first: number;
  last: number;
  score: number;
  looseWords: number;
}

class Matcher {
  constructor(
    private readonly words: readonly ArticleWord[],
    private readonly fuzziness: NameFuzziness,
  ) {}

  /**
   * How well word `i` spells `part`, 0 when it does not; `last`: the name's last word may be inflected.
   * `loose`: another romanisation or a typo, of which a form may hold one word only. `possessive`: any word
   * may be possessive, not only the last.
   */
  word(i: number, part: NamePart, last: boolean, possessive = false): { score: number; loose: boolean } {
    const word = this.words[i];
    const none = { score: 0, loose: false };
    if (!word || (word.possessive && !last && !possessive)) return none;
    const strict = this.fuzziness === 'STRICT';
    const cap = word.transliterated ? (strict ? 0 : TRANSLITERATED) : EXACT;
    if (word.text === part.text) return { score: cap, loose: false };
    if (strict) return none;
    if (word.text === part.spelledOut) return { score: Math.min(cap, VARIANT), loose: false };
    if (part.alternatives.includes(word.text)) return { score: Math.min(cap, VARIANT), loose: false };
    // German genitive and plural-like inflections of the last word ("Müllers Firma").
    if (last && word.text === `${part.text}s`) return { score: Math.min(cap, VARIANT), loose: false };
    // Loose spellings count only written as names, capitalised.
    if (!word.capitalised) return none;
    if (part.skeleton !== null && sameRomanisation(word.text, part.text, part.skeleton)) {
      return { score: Math.min(cap, TRANSLITERATED), loose: true };
    }
    if (
      this.fuzziness === 'BROAD' &&
      part.text.length >= MIN_TYPO_LENGTH &&
      Math.abs(word.text.length - part.text.length) <= 1 &&
      damerauLevenshtein(word.text, part.text) === 1
    ) {
      return { score: Math.min(cap, LOOSE), loose: true };
    }
    return none;
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

  /** `parts` in order from word `first`, each spelled as `word` allows; `last`: the last part may inflect. */
  sequence(
    first: number,
    parts: readonly NamePart[],
    ceiling: number,
    commaAllowed = false,
    last = true,
    possessive = false,
  ): Span | null {
    let score = ceiling;
    let looseWords = 0;
    let i = first;
    for (let k = 0; k < parts.length; k++) {
      if (k > 0 && !this.joined(i, commaAllowed)) return null;
      const found = this.word(i, parts[k], last && k === parts.length - 1, possessive);
      if (found.score > 0) {
        score = Math.min(score, found.score);
        if (found.loose) looseWords++;
        i++;
        continue;
      }
      const letters = this.initialismLetters(i, parts[k]);
      if (letters === 0) return null;
      score = Math.min(score, VARIANT);
      i += letters;
    }
    return { first, last: i - 1, score, looseWords };
  }

  /**
   * How many words from `i` spell an initialism letter by letter ("U.S." for US, "I. M. F." for IMF): single
   * capitals of one sentence, from STANDARD on. 0 when they do not.
   */
  initialismLetters(i: number, part: NamePart): number {
    if (!part.initialism || this.fuzziness === 'STRICT') return 0;
    for (let k = 0; k < part.text.length; k++) {
      const word = this.words[i + k];
      if (!word || word.text !== part.text[k] || !word.capitalised || word.transliterated) return 0;
      if (k > 0 && !this.joined(i + k)) return 0;
    }
    return part.text.length;
  }

  /**
   * Given names (each written out or as an initial, later ones possibly left out), up to three more names
   * or particles, then the surname: "J. Müller", "Jürgen P. Müller", "Cristina Fernández de Kirchner".
   */
  givenThenSurname(first: number, given: readonly NamePart[], surname: readonly NamePart[]): Span | null {
    let i = first;
    let score = VARIANT;
    let looseWords = 0;
    for (let k = 0; k < given.length; k++) {
      if (k > 0 && !this.joined(i)) continue;
      const full = this.word(i, given[k], false);
      if (full.score > 0) {
        score = Math.min(score, full.score);
        if (full.loose) looseWords++;
        i++;
      } else if (this.isInitial(i, given[k])) {
        i++;
      } else if (k === 0) {
        return null;
      }
    }
    for (let between = 0; between <= MAX_WORDS_BETWEEN; between++, i++) {
      if (!this.joined(i)) return null;
      const found = this.sequence(i, surname, VARIANT);
      if (found) {
        score = Math.min(score, found.score, between > 0 ? WIDENED : VARIANT);
        return { first, last: found.last, score, looseWords: looseWords + found.looseWords };
      }
      const word = this.words[i];
      if (!word.capitalised && !PARTICLES.has(word.text)) return null;
    }
    return null;
  }

  /** Surname, a comma perhaps, then every given name written out: "Müller, Jürgen". */
  surnameThenGiven(first: number, given: readonly NamePart[], surname: readonly NamePart[]): Span | null {
    const found = this.sequence(first, surname, VARIANT, false, false);
    if (!found || !this.joined(found.last + 1, true)) return null;
    const rest = this.sequence(found.last + 1, given, VARIANT, true);
    return (
      rest && {
        first,
        last: rest.last,
        score: Math.min(found.score, rest.score),
        looseWords: found.looseWords + rest.looseWords,
      }
    );
  }

  /** Surname, then an initial of any given name ("Müller, J."), or that initial before the surname. */
  surnameWithInitial(first: number, given: readonly NamePart[], surname: readonly NamePart[]): Span | null {
    const found = this.sequence(first, surname, LOOSE);
    if (!found) return null;
    const after = found.last + 1;
    if (this.joined(after, true) && given.some((part) => this.isInitial(after, part))) {
      return { ...found, last: after };
    }
    const before = first - 1;
    const initialBefore =
      before >= 0 && this.joined(first) && given.some((part) => this.isInitial(before, part));
    return initialBefore ? { ...found, first: before } : null;
  }

  /** The surname written as a name (capitalised) in the headline, which often names people by it alone. */
  surnameInHeadline(first: number, surname: readonly NamePart[], headlineEnd: number): Span | null {
    if (!this.words[first].capitalised) return null;
    const found = this.sequence(first, surname, HEADLINE_SURNAME);
    return found && this.words[found.last].end <= headlineEnd ? found : null;
  }

  /**
   * A double surname without the given name ("Yoshiyama Sasaki" for Jorge Yoshiyama Sasaki): the last two
   * words of a name of three or more, when the first of them is no given name ("Ann Smith" is someone else
   * than Mary Ann Smith).
   */
  doubleSurname(first: number, given: readonly NamePart[], surname: readonly NamePart[]): Span | null {
    const before = given[given.length - 1];
    if (given.length < 2 || !this.words[first].capitalised || isFirstName(before.text)) return null;
    return this.sequence(first, [before, ...surname], WIDENED);
  }

  /** The first given name, then one of its family names (see subject-name.ts): "Mauricio Arriaga". */
  givenThenFamilyName(first: number, name: Extract<SubjectName, { kind: 'person' }>): Span | null {
    let best: Span | null = null;
    for (const family of name.family) {
      const span = this.givenThenSurname(first, name.given.slice(0, 1), [family]);
      if (span && (!best || span.score > best.score))
        best = { ...span, score: Math.min(span.score, WIDENED) };
    }
    return best;
  }

  /**
   * Someone else with the surname: a known given name that is none of the subject's (nor its initial)
   * right before the surname ("Anna Müller" when looking for Jürgen Müller).
   */
  namesake(name: Extract<SubjectName, { kind: 'person' }>): boolean {
    for (let i = 1; i < this.words.length; i++) {
      if (!this.joined(i) || !this.sequence(i, name.surname, VARIANT)) continue;
      const before = this.words[i - 1];
      const ours = name.given.some(
        (part) =>
          before.text === part.text ||
          before.text === part.text[0] ||
          part.alternatives.includes(before.text),
      );
      if (!ours && before.capitalised && isFirstName(before.text)) return true;
    }
    return false;
  }

  /** The best way the name is written from word `i` on. */
  at(i: number, name: SubjectName, headlineEnd: number): Span | null {
    const strict = this.fuzziness === 'STRICT';
    const spans: (Span | null)[] = [this.sequence(i, name.parts, EXACT, name.kind === 'person')];
    if (!strict && name.kind === 'person') {
      spans.push(
        this.givenThenSurname(i, name.given, name.surname),
        this.surnameThenGiven(i, name.given, name.surname),
        this.surnameInHeadline(i, name.surname, headlineEnd),
        this.doubleSurname(i, name.given, name.surname),
        this.givenThenFamilyName(i, name),
      );
      if (this.fuzziness === 'BROAD') spans.push(this.surnameWithInitial(i, name.given, name.surname));
    }
    if (!strict && name.kind === 'organisation' && name.core.length > 0 && this.words[i].capitalised) {
      spans.push(this.sequence(i, name.core, name.core.length < name.parts.length ? VARIANT : EXACT));
    }
    // An organisation's part named in the possessive of its parent or place: "Goldman Sachs's Asset
    // Management", "Peru's Congress" (a person's given name is never possessive before the surname).
    if (!strict && name.kind === 'organisation' && name.parts.length > 1) {
      spans.push(this.sequence(i, name.parts, VARIANT, false, true, true));
      // Its core too: "Carrow Bay Fishermen's Co-operative" for "… Co-operative Ltd".
      if (name.core.length > 1) spans.push(this.sequence(i, name.core, VARIANT, false, true, true));
    }
    let best: Span | null = null;
    for (const span of spans) {
      if (!span || span.looseWords > 1) continue;
      if (!best || span.score > best.score) best = span;
    }
    return best;
  }
}

/**
 * Where `words` name the subject best at `fuzziness` (the earliest of equally good places), or null.
 * `headlineEnd`: the offset where the headline ends in the text the words come from.
 */
export function findName(
  words: readonly ArticleWord[],
  name: SubjectName,
  fuzziness: NameFuzziness,
  headlineEnd: number,
): NameOccurrence | null {
  const matcher = new Matcher(words, fuzziness);
  // Every form but a typo starts with a name part's first letter (a given name, its initial, the surname).
  const firstLetters = new Set(name.parts.map((part) => part.text[0]));
  const anyStart = fuzziness === 'BROAD';
  let best: Span | null = null;
  for (let i = 0; i < words.length; i++) {
    if (!anyStart && !firstLetters.has(words[i].text[0])) continue;
    const span = matcher.at(i, name, headlineEnd);
    if (span && (!best || span.score > best.score)) {
      best = span;
      if (best.score === EXACT) break;
    }
  }
  // The surname alone names this subject only when the article names nobody else by it.
  if (best?.score === HEADLINE_SURNAME && name.kind === 'person' && matcher.namesake(name)) return null;
  return best && { start: words[best.first].start, end: words[best.last].end, score: best.score };
}
