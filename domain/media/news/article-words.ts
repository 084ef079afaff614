/**
 * The words of an article (or a name) as name search compares them: folded to lower-case ASCII with any-ascii
 * (case, diacritics and script aside: "Müller" = "MULLER", "Путин" = "putin"), with where each stands in the
 * original text so the form found can be quoted as written.
 */
type AnyAscii = (text: string) => string;

/**
 * any-ascii is ESM-only. Node ≥ 20.19 can require() it, but jest's module registry cannot, so it is loaded
 * with Node's own require, which process.getBuiltinModule hands out unwrapped.
 */
function loadAnyAscii(): AnyAscii {
  const nodeModule = process.getBuiltinModule('node:module');
  return (nodeModule.createRequire(__filename)('any-ascii') as { default: AnyAscii }).default;
}

const anyAscii = loadAnyAscii();

export interface ArticleWord {
  /** Lower-case ASCII letters and digits, possessive ending and inner apostrophes removed. */
  text: string;
  /** Offsets of the word in the original text, without a possessive ending. */
  start: number;
  end: number;
  /** Written "Müller's" / "Siemens'". */
  possessive: boolean;
  /** Starts with a capital letter (always true for scripts without case). */
  capitalised: boolean;
  /** Written in a non-Latin script: found by transliteration. */
  transliterated: boolean;
  /** A sentence or paragraph ends between the previous word and this one. */
  breakBefore: boolean;
  /** A comma stands between the previous word and this one. */
  commaBefore: boolean;
}

/**
 * A word of letters and digits with inner apostrophes; hyphens separate words. Invisible format characters
 * (soft hyphens, zero-width joiners: "Thax\u00adter") stay inside the word and are dropped when folding.
 */
const WORD = /[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N}\p{Cf}]*(?:['’‘ʼ`´][\p{L}\p{M}\p{N}\p{Cf}]*)*/gu;
const APOSTROPHES = /['’‘ʼ`´]/gu;
const FORMAT_CHARACTERS = /\p{Cf}/gu;
const POSSESSIVE = /['’‘ʼ`´]s?$/iu;
/** Between a word and a possessive "s" written apart from it: a space, then the apostrophe. */
const DETACHED_POSSESSIVE = /^[^\S\n]+['’‘ʼ`´]$/u;
const LATIN_OR_COMMON = /^[\p{Script=Latin}\p{Script=Common}\p{M}]*$/u;
const UPPER_START = /^\p{Lu}/u;
const CASED = /^[\p{Lu}\p{Ll}]/u;
/** A sentence end: terminal punctuation before a space (not "Backpage.com"), or a paragraph break. */
const SENTENCE_END = /[.!?;:]\S*\s|\n\s*\n/u;

/** Abbreviations written with a full stop inside sentences: legal forms and titles. */
const ABBREVIATIONS = new Set([
  'inc',
  'co',
  'corp',
  'ltd',
  'llc',
  'plc',
  'jr',
  'sr',
  'dr',
  'mr',
  'mrs',
  'ms',
  'prof',
  // In organisations' names: "St. Vitus", "Gebr. Lindemeyer Bau GmbH".
  'st',
  'gebr',
  'bros',
]);

const foldCache = new Map<string, string>();

/** A word in lower-case ASCII letters and digits ("Jürgen" → "jurgen", "O'Brien" → "obrien"). */
export function foldWord(word: string): string {
  let folded = foldCache.get(word);
  if (folded === undefined) {
    folded = anyAscii(word.replace(APOSTROPHES, '').replace(FORMAT_CHARACTERS, ''))
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '');
    // Bounded: the vocabulary of a corpus, not of every run.
    if (foldCache.size > 200_000) foldCache.clear();
    foldCache.set(word, folded);
  }
  return folded;
}

/** Most words of most articles: plain ASCII letters and digits, which need no Unicode handling. */
const PLAIN = /^[A-Za-z0-9]+$/;

/** Every word of `text` in order. */
export function articleWords(text: string): ArticleWord[] {
  const words: ArticleWord[] = [];
  let previousEnd = 0;
  let previousWasInitial = false;
  const pattern = new RegExp(WORD);
  for (let found = pattern.exec(text); found !== null; found = pattern.exec(text)) {
    const raw = found[0];
    const start = found.index;
    const plain = PLAIN.test(raw);
    const possessive = !plain && raw.length > 2 && POSSESSIVE.test(raw);
    const stem = possessive ? raw.replace(POSSESSIVE, '') : raw;
    const folded = plain ? raw.toLowerCase() : foldWord(stem);
    const spaceOnly = start - previousEnd === 1 && text.charCodeAt(previousEnd) === 32;
    const between = spaceOnly ? ' ' : text.slice(previousEnd, start);
    previousEnd = start + raw.length;
    if (folded === '') continue;
    // "Peru ’s Congress": a possessive set apart from its word (copied text) belongs to the word before.
    if (folded === 's' && DETACHED_POSSESSIVE.test(between) && words.length > 0) {
      words[words.length - 1].possessive = true;
      continue;
    }
    // "J. Müller", "PayPal Holdings Inc. and Western Union": the full stop after an initial or an
    // abbreviation ends no sentence.
    const breakBefore =
      !spaceOnly &&
      words.length > 0 &&
      SENTENCE_END.test(between) &&
      !(previousWasInitial && !between.includes('\n'));
    previousWasInitial = folded.length === 1 || ABBREVIATIONS.has(folded);
    const first = raw.charCodeAt(0);
    words.push({
      text: folded,
      start,
      end: start + stem.length,
      possessive,
      // Digits and scripts without case count as capitalised.
      capitalised: plain ? first < 97 : UPPER_START.test(stem) || !CASED.test(stem),
      transliterated: plain ? false : !LATIN_OR_COMMON.test(stem),
      breakBefore,
      commaBefore: !spaceOnly && between.includes(','),
    });
  }
  return words;
}

/** The words of a text folded and joined by spaces: what the database indexes for name search. */
export function foldedText(text: string): string {
  return articleWords(text)
    .map((word) => word.text)
    .join(' ');
}
