/** One word of a place text, folded for matching. */
export interface PlaceToken {
  /** Lower case without diacritics: "München" → "munchen", "Straße" → "strasse". */
  readonly key: string;
  /** Written in capitals ("DE", "USA"): only then may a trailing word be read as a code. */
  readonly isUpperCase: boolean;
  /** House numbers and postcodes never name a city or a country. */
  readonly hasDigit: boolean;
}

/** Letters that NFKD does not decompose into base letter + mark. */
// prettier-ignore
const UNDECOMPOSED_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss', ẞ: 'SS', æ: 'ae', Æ: 'AE', œ: 'oe', Œ: 'OE', ø: 'o', Ø: 'O', ł: 'l', Ł: 'L',
  đ: 'd', Đ: 'D', ð: 'd', Ð: 'D', þ: 'th', Þ: 'TH', ı: 'i',
};
const UNDECOMPOSED_PATTERN = new RegExp(`[${Object.keys(UNDECOMPOSED_LETTERS).join('')}]`, 'g');
const GERMAN_UMLAUTS: Readonly<Record<string, string>> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
};

/** "U.S.A.", "D.C.", "a.M.": initials lose their dots so they read as one word. */
const DOTTED_INITIALS = /(?<![\p{L}\p{M}])(?:\p{L}\.){2,}/gu;
const SEGMENT_SEPARATORS = /[,;|\n\r]+/;
const WORDS = /[\p{L}\p{N}]+/gu;
const DIACRITICS = /\p{M}/gu;
const DIGIT = /\p{N}/u;
const NON_ASCII = /[\u0080-\uffff]/;
const UMLAUT = /[äöüÄÖÜ]/;

/** Comma-separated parts of an address, each as its words. Empty parts are dropped. */
export function readPlaceSegments(text: string): PlaceToken[][] {
  return withoutDiacritics(collapseInitials(text))
    .split(SEGMENT_SEPARATORS)
    .map(readTokens)
    .filter((segment) => segment.length > 0);
}

/** The matching key of a whole name: its folded words joined by single spaces ("Frankfurt (Oder)" → "frankfurt oder"). */
export function placeKey(text: string): string {
  return withoutDiacritics(collapseInitials(text)).toLowerCase().match(WORDS)?.join(' ') ?? '';
}

export function keyOfTokens(tokens: readonly PlaceToken[]): string {
  return tokens.map((token) => token.key).join(' ');
}

/** The way German is typed without umlauts: "Köln" → "Koeln". Undefined when there is no umlaut. */
export function transliterateUmlauts(text: string): string | undefined {
  const composed = text.normalize('NFC');
  return UMLAUT.test(composed)
    ? composed.replace(/[äöüÄÖÜ]/g, (umlaut) => GERMAN_UMLAUTS[umlaut] ?? umlaut)
    : undefined;
}

function readTokens(segment: string): PlaceToken[] {
  return Array.from(segment.matchAll(WORDS), ([word]) => ({
    key: word.toLowerCase(),
    isUpperCase: word === word.toUpperCase() && word !== word.toLowerCase(),
    hasDigit: DIGIT.test(word),
  }));
}

function collapseInitials(text: string): string {
  return text.includes('.') ? text.replace(DOTTED_INITIALS, (initials) => initials.replace(/\./g, '')) : text;
}

/** "München" → "Munchen", "Straße" → "Strasse"; letter case is kept. */
function withoutDiacritics(text: string): string {
  if (!NON_ASCII.test(text)) return text;
  return text
    .replace(UNDECOMPOSED_PATTERN, (letter) => UNDECOMPOSED_LETTERS[letter] ?? letter)
    .normalize('NFKD')
    .replace(DIACRITICS, '');
}
