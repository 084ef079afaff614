import {
  ARABIC_JOINING_WORDS,
  ARABIC_ORGANISATION_KINDS,
  ARABIC_ORGANISATION_WORDS,
} from './arabic-organisation-words';

const ARABIC_WORD = /^\p{Script=Arabic}+$/u;
/** Each reading is screened: a name with many words of two translations stops at this many. */
const MAX_READINGS = 4;
const DIACRITICS = /[\u064B-\u065F\u0670\u0640]/gu;

/**
 * One spelling of the letters that Arabic and Persian writing vary, for looking words up: hamza seats, Persian
 * ya and kaf, p and g written with Arabic letters (پاکستان, باكستان), final ha.
 */
function folded(word: string): string {
  return word
    .replace(DIACRITICS, '')
    .replace(/[أإآٱ]/gu, 'ا')
    .replace(/[یى]/gu, 'ي')
    .replace(/[کگ]/gu, 'ك')
    .replace(/پ/gu, 'ب')
    .replace(/ۀ/gu, 'ة')
    .replace(/ه$/u, 'ة');
}

const foldedKeys = (words: ReadonlyMap<string, readonly string[]>) =>
  new Map([...words].map(([word, english]) => [folded(word), english]));
const KINDS = foldedKeys(ARABIC_ORGANISATION_KINDS);
const WORDS = new Map([...KINDS, ...foldedKeys(ARABIC_ORGANISATION_WORDS)]);
const JOINING = new Set([...ARABIC_JOINING_WORDS].map(folded));

/**
 * The stems a written word may be: itself, without "and" (و), without "in", "for", "as" (ب ل ك), without
 * the article (ال, or لل after "for"). والشام is و + ال + شام, للصرافة ل + ال + صرافة.
 */
function stems(word: string): string[] {
  const found = [word];
  const add = (stem: string) => stem.length >= 2 && found.push(stem);
  for (const afterAnd of word.startsWith('و') ? [word, word.slice(1)] : [word]) {
    add(afterAnd);
    if (afterAnd.startsWith('لل')) add(afterAnd.slice(2));
    for (const afterPreposition of /^[بلك]/u.test(afterAnd) ? [afterAnd, afterAnd.slice(1)] : [afterAnd]) {
      add(afterPreposition);
      if (afterPreposition.startsWith('ال')) add(afterPreposition.slice(2));
    }
  }
  return found;
}

/** The glossary's stem of a written word, or undefined for a word not in the glossary. */
function stemOf(word: string): string | undefined {
  if (!ARABIC_WORD.test(word)) return undefined;
  return stems(folded(word)).find((stem) => WORDS.has(stem));
}

/**
 * An Arabic organisation name read word by word in English, as lists translate such names: words of the
 * glossary become English (in each of its translations), joining words go, and every other word stays as
 * written, to be transliterated (النصرة stays al-Nusrah). The kind of body, first in Arabic, goes last
 * (شركة المراعي, Almarai Company), where legal forms are recognised. None when no word is in the glossary.
 */
export function arabicTranslationReadings(text: string): string[] {
  const words = text.split(/\s+/).filter((word) => /\p{L}/u.test(word) && !JOINING.has(folded(word)));
  const found = words.map(stemOf);
  if (found.every((stem) => stem === undefined)) return [];
  const [head, ...rest] = words.map((word, i) => {
    const stem = found[i];
    return stem === undefined ? [word] : WORDS.get(stem)!;
  });
  const ordered = found[0] !== undefined && KINDS.has(found[0]) ? [...rest, head] : [head, ...rest];
  const usual = ordered.map((options) => options[0]);
  // Each other translation in turn, one word at a time: "combatant" or "jamaat", not both at once.
  const others = ordered.flatMap((options, i) =>
    options.slice(1).map((other) => usual.map((word, j) => (j === i ? other : word))),
  );
  return [usual, ...others].slice(0, MAX_READINGS).map((reading) => reading.join(' '));
}
