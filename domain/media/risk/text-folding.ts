/** Printable ASCII and line breaks: no diacritics to remove. */
const ASCII = /^[\t\n\r\x20-\x7e]*$/;

/**
 * Text as the lexicons and name patterns are written: lower case, without diacritics (so "Geldwäsche"
 * reads "geldwasche" and "Müller" "muller"), "ß" as "ss", and every run of punctuation or space as one
 * space, so "anti-money-laundering" and "Doe’s" read "anti money laundering" and "doe s".
 */
export function foldText(text: string): string {
  // Most news text is plain ASCII: then only case and punctuation need work.
  if (ASCII.test(text))
    return text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A text with this share of its words or more capitalised is in title case: capitals tell nothing. */
const TITLE_CASE_SHARE = 0.7;
const TITLE_CASE_MIN_WORDS = 4;

/**
 * For each token of foldText(text), whether the word was written with a capital first letter; null when
 * the text splits into other words than foldText makes, or is in title case (then nothing is known).
 */
export function capitalisedTokens(text: string, tokenCount: number): boolean[] | null {
  const words = text.split(/[^\p{L}\p{N}\p{M}]+/u).filter(Boolean);
  if (words.length !== tokenCount) return null;
  const capitalised = words.map((word) => /^\p{Lu}/u.test(word));
  const lettered = words.filter((word) => /\p{L}/u.test(word)).length;
  const share = capitalised.filter(Boolean).length / Math.max(1, lettered);
  return lettered >= TITLE_CASE_MIN_WORDS && share >= TITLE_CASE_SHARE ? null : capitalised;
}
