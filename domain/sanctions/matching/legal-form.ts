import { LEADING_LEGAL_FORMS, LEGAL_FORMS } from './name-words';
import type { TransliteratedWord } from './transliterate';

const phrases = (forms: readonly string[]) =>
  forms.map((form) => form.split(' ')).sort((a, b) => b.length - a.length);
const TRAILING = phrases(LEGAL_FORMS);
const LEADING = phrases(LEADING_LEGAL_FORMS);
const SINGLE_WORD_FORMS = new Set(LEGAL_FORMS.filter((form) => !form.includes(' ')));
/** Spelled-out forms of three words or more are never part of a name, wherever they stand. */
const INNER = LEADING.filter((phrase) => phrase.length >= 3);

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

const formText = (words: readonly TransliteratedWord[]) => words.map((word) => word.text).join(' ');

/**
 * The name without its legal forms ("Acme Trading Co., Ltd." → "acme trading"), whether it had one, and the
 * forms as written ("co", "ltd"; dotted letters as one word: "s a"). At least one word always stays:
 * "Limited" alone is a name.
 */
export function stripLegalForms(words: readonly TransliteratedWord[]): {
  words: TransliteratedWord[];
  legalForm: boolean;
  forms: string[];
} {
  let [start, end] = [0, words.length];
  const forms: string[] = [];
  for (let length = trailingFormLength(words, end); length > 0 && end - length > start;) {
    forms.push(formText(words.slice(end - length, end)));
    end -= length;
    // "S.A. de C.V.": the connector goes with the forms around it.
    if (words[end - 1]?.text === 'de' && trailingFormLength(words, end - 1) > 0) end -= 1;
    length = trailingFormLength(words, end);
  }
  const leading = leadingFormLength(words);
  if (leading > 0 && leading < end) {
    start = leading;
    forms.push(formText(words.slice(0, leading)));
  }
  const kept = words.slice(start, end);
  // "Tactical Missile Corporation, Joint Stock Company Ravenstvo": a spelled-out form inside the name.
  for (let i = 0; i < kept.length; i++) {
    const phrase = INNER.find((inner) => matchesAt(kept, i, inner));
    if (phrase === undefined || phrase.length >= kept.length) continue;
    forms.push(formText(kept.splice(i, phrase.length)));
    i -= 1;
  }
  return { words: kept, legalForm: kept.length < words.length, forms };
}
