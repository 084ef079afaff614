/** One word of an article, with where it stands. */
export interface Token {
  /** Offsets in ArticleText.text. */
  readonly start: number;
  readonly end: number;
  /** Lower case, without diacritics and dots: "München" → "munchen", "U.S." → "us". */
  readonly key: string;
  /** Starts with a capital letter: proper names, and the first word of a sentence. */
  readonly capitalised: boolean;
  readonly sentence: number;
}

/** An article's headline and body as words and sentences; every reader of the matcher works on this. */
export interface ArticleText {
  /** The headline, a blank line, the body. */
  readonly text: string;
  readonly tokens: readonly Token[];
  /** [start, end) offsets of each sentence in text; the headline is sentence 0. */
  readonly sentences: readonly (readonly [number, number])[];
}

/** Dotted initials ("U.S.", "a.M.") are one word; otherwise runs of letters and digits. */
const WORD = /(?:\p{L}\.){2,}|[\p{L}\p{M}\p{N}]+/gu;
/** A sentence ends at . ! or ? (maybe closed by a quote or bracket) before a capital, or at a line break. */
const SENTENCE_END = /[.!?]["”’')\]]*\s+(?=["“‘'(]?[\p{Lu}\p{N}])|\n+/gu;
/** Words a full stop follows without ending the sentence ("Mr. Smith", "Smith & Co. said"). */
// prettier-ignore
const ABBREVIATIONS = new Set([
  'mr', 'mrs', 'ms', 'dr', 'prof', 'st', 'jr', 'sr', 'gen', 'sen', 'rep', 'gov', 'lt', 'col', 'capt', 'no', 'co',
  'corp', 'inc', 'ltd', 'vs', 'hr', 'fr', 'nr', 'jan', 'feb', 'mar', 'apr', 'aug', 'sep', 'sept', 'oct', 'nov',
  'dec', 'geb', 'ca',
]);

// prettier-ignore
const UNDECOMPOSED_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i',
};
const NON_ASCII = /[\u0080-\uffff]/;
const MARKS = /\p{M}/gu;
const DOTS = /\./g;
const UPPER_CASE = /^\p{Lu}/u;

/** The matching key of a word or name: lower case, no diacritics, no dots. */
function foldKey(word: string): string {
  const lower = word.toLowerCase();
  if (!NON_ASCII.test(lower)) return lower.includes('.') ? lower.replace(DOTS, '') : lower;
  return Array.from(lower, (letter) => UNDECOMPOSED_LETTERS[letter] ?? letter)
    .join('')
    .normalize('NFKD')
    .replace(MARKS, '')
    .replace(DOTS, '');
}

/** The keys of a name's words: "Sotheby’s" → ["sotheby", "s"]. */
export function nameKeys(name: string): string[] {
  return Array.from(name.matchAll(WORD), ([word]) => foldKey(word));
}

export function readArticleText(headline: string, body: string): ArticleText {
  const text = `${headline.trim()}\n\n${body}`;
  const sentences = splitSentences(text);
  const tokens: Token[] = [];
  let sentence = 0;
  const words = new RegExp(WORD.source, WORD.flags);
  for (let match = words.exec(text); match !== null; match = words.exec(text)) {
    const start = match.index;
    while (sentence < sentences.length - 1 && start >= sentences[sentence]![1]) sentence++;
    const word = match[0];
    tokens.push({
      start,
      end: start + word.length,
      key: foldKey(word),
      capitalised: isCapital(word),
      sentence,
    });
  }
  return { text, tokens, sentences };
}

/** The first letter is a capital; ASCII without allocating, anything else by its Unicode category. */
function isCapital(word: string): boolean {
  const code = word.charCodeAt(0);
  if (code < 128) return code >= 65 && code <= 90;
  return UPPER_CASE.test(word);
}

function splitSentences(text: string): [number, number][] {
  const sentences: [number, number][] = [];
  let start = 0;
  for (const match of text.matchAll(SENTENCE_END)) {
    if (match[0][0] === '.' && endsWithAbbreviation(text, match.index)) continue;
    const end = match.index + match[0].length;
    if (text.slice(start, end).trim().length > 0) sentences.push([start, end]);
    start = end;
  }
  if (start < text.length) sentences.push([start, text.length]);
  return sentences;
}

function endsWithAbbreviation(text: string, dotAt: number): boolean {
  let wordStart = dotAt;
  while (wordStart > 0 && /[\p{L}\p{N}]/u.test(text[wordStart - 1]!)) wordStart--;
  const word = text.slice(wordStart, dotAt);
  // A lone capital is an initial ("John F. Kennedy"); one or two digits a German ordinal ("12. März").
  return ABBREVIATIONS.has(word.toLowerCase()) || /^(?:\p{Lu}|\d{1,2})$/u.test(word);
}

/** The sentence around [start, end) of the text, cut to about `maxLength` characters around it. */
export function contextOf(article: ArticleText, start: number, end: number, maxLength = 160): string {
  const [sentenceStart, sentenceEnd] = article.sentences.find(([, last]) => start < last) ?? [start, end];
  const half = Math.max(0, (maxLength - (end - start)) >> 1);
  const from = Math.max(sentenceStart, start - half);
  const to = Math.min(sentenceEnd, end + half);
  const words = article.text.slice(from, to).replace(/\s+/g, ' ').trim();
  return `${from > sentenceStart ? '…' : ''}${words}${to < sentenceEnd ? '…' : ''}`;
}
