import { LEADING_LEGAL_FORMS, LEGAL_FORMS } from './name-words';
import type { TransliteratedWord } from './transliterate';

const phrases = (forms: readonly string[]) =>
  forms.map((form) => form.split(' ')).sort((a, b) => b.length - a.length);
const TRAILING = phrases(LEGAL_FORMS);
const LEADING = phrases(LEADING_LEGAL_FORMS);
const SINGLE_WORD_FORMS = new Set(LEGAL_FORMS.filter((form) => !form.includes(' ')));

function matchesAt(words: readonly TransliteratedWord[], start: number, phrase: readonly string[]): boolean {
  return start >= 0 && phrase.every((part, i) => words[start + i]?.text === part);
}

/** Words a trailing legal form takes, "S.A." and "L.L.C." arriving as runs of single letters. */
function trailingFormLength(words: readonly TransliteratedWord[], end: number): number {
  for (const phrase of TRAILING) if (matchesAt(words, end - phrase.length, phrase)) return phrase.length;
  let run = 0;
  while (end - run - 1 >= 0 && words[end - run - 1].text.length === 1) run += 1;
  for (let length = run; length >= 2; length--) {
    const letters = words
      .slice(end - length, end)
      .map((word) => word.text)
      .join('');
    if (SINGLE_WORD_FORMS.has(letters)) return length;
  }
  return 0;
}

function leadingFormLength(words: readonly TransliteratedWord[]): number {
  return LEADING.find((phrase) => matchesAt(words, 0, phrase))?.length ?? 0;
}

/**
 * The name without its legal forms ("Acme Trading Co., Ltd." → "acme trading"), and whether it had one.
 * At least one word always stays: "Limited" alone is a name.
 */
export function stripLegalForms(words: readonly TransliteratedWord[]): {
  words: TransliteratedWord[];
  legalForm: boolean;
} {
  let [start, end] = [0, words.length];
  for (let length = trailingFormLength(words, end); length > 0 && end - length > start;) {
    end -= length;
    // "S.A. de C.V.": the connector goes with the forms around it.
    if (words[end - 1]?.text === 'de' && trailingFormLength(words, end - 1) > 0) end -= 1;
    length = trailingFormLength(words, end);
  }
  const leading = leadingFormLength(words);
  if (leading > 0 && leading < end) start = leading;
  return { words: words.slice(start, end), legalForm: start > 0 || end < words.length };
}
