import Sanscript from '@indic-transliteration/sanscript';
import cyrillicToTranslit from 'cyrillic-to-translit-js';
import { combineCharacter } from 'es-hangul';
import { toGreek } from 'greek-utils';
import { toKatakana } from 'wanakana';

/**
 * Latin listed names written in other scripts, the way a clerk writing the name by ear in that script
 * would: test data for the script evaluation (see build-script-eval-set.ts), never product code.
 * Libraries do the writing where one goes from Latin to the script (cyrillic-to-translit-js, greek-utils,
 * Sanscript for the Brahmic scripts, wanakana for kana, es-hangul to compose Hangul syllables); each is
 * fed the name respelt in the Latin the library reads (its romanisation's letters for the name's sounds).
 * Georgian, Armenian, Hebrew and Arabic have no Latin-to-script library on npm: small sound tables below.
 */
export const SCRIPTS = [
  'cyrillic',
  'greek',
  'devanagari',
  'bengali',
  'tamil',
  'thai',
  'khmer',
  'burmese',
  'arabic',
  'hebrew',
  'georgian',
  'armenian',
  'katakana',
  'hangul',
] as const;
export type Script = (typeof SCRIPTS)[number];

/** Respellings applied in order: [pattern, replacement]. */
type Respelling = readonly (readonly [RegExp, string])[];

const respell = (word: string, rules: Respelling) =>
  rules.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), word);

/** Letters English-style romanisations use that most scripts write as another sound. */
const COMMON: Respelling = [
  [/ph/g, 'f'],
  [/q/g, 'k'],
  [/x/g, 'ks'],
  [/w/g, 'v'],
  [/c(?=[eiy])/g, 's'],
  [/c(?!h)/g, 'k'],
  [/ee/g, 'i'],
  [/oo|ou/g, 'u'],
  [/([bdfgklmnprstvz])\1/g, '$1'],
];

const russian = cyrillicToTranslit({ preset: 'ru' });

function cyrillic(word: string): string {
  const latin = respell(word, [
    ...COMMON,
    [/(?<![ksczg])h/g, 'kh'],
    [/th/g, 't'],
    [/dh/g, 'd'],
    [/gh/g, 'g'],
    [/j/g, 'dzh'],
    [/ye/g, 'e'],
    [/y(?![aeiou])/g, 'i'],
  ]);
  return russian.reverse(latin);
}

function greek(word: string): string {
  const greeklish = respell(word, [
    ...COMMON,
    [/kh/g, 'ch'],
    [/sh/g, 's'],
    [/ch(?![aeiou])/g, 'ts'],
    [/j|dj|dzh/g, 'tz'],
    [/dh/g, 'd'],
    [/gh/g, 'g'],
    [/(?<!c)h/g, ''],
    [/y/g, 'i'],
    [/u/g, 'ou'],
  ]);
  return toGreek(greeklish);
}

/** The Latin a Sanscript ITRANS reader expects: lower case, no f/z/q, long vowels doubled. */
function itrans(word: string): string {
  return respell(word, [...COMMON, [/f/g, 'ph'], [/zh|z/g, 'j'], [/y(?![aeiou])/g, 'i']]);
}

/** Thai and Lao write e, ae, o, ai before the consonant they follow in speech; Sanscript leaves them after. */
const PREPOSED_VOWEL_AFTER_CONSONANT = /([\u0E01-\u0E2E\u0E81-\u0EAE])([\u0E40-\u0E44\u0EC0-\u0EC4])/gu;

const brahmic = (scheme: string) => (word: string) =>
  Sanscript.t(itrans(word), 'itrans', scheme).replace(PREPOSED_VOWEL_AFTER_CONSONANT, '$2$1');

/** Japanese syllables: no l, no v, no consonant clusters or final consonants but n. */
function katakana(word: string): string {
  const romaji = respell(word, [
    [/w(?=[eio])/g, 'u'],
    [/w(?=a)/g, 'W'],
    ...COMMON,
    [/W/g, 'w'],
    [/kh/g, 'k'],
    [/gh/g, 'g'],
    [/th/g, 's'],
    [/dh|zh/g, 'j'],
    [/l/g, 'r'],
    [/v/g, 'b'],
    [/y(?![aeiou])/g, 'i'],
    [/([td])(?![aeiouy])/g, '$1o'],
    [/(sh|ch)(?![aeiouy])/g, '$1i'],
    [/([bfghjkmprsz])(?![aeiouyh])/g, '$1u'],
    [/([^aeiou])ti/g, '$1chi'],
  ]);
  return toKatakana(romaji);
}

/** Initial consonants of Hangul (Revised Romanisation's letters for a name's sounds). */
const HANGUL_INITIAL: Record<string, string> = {
  ...{ g: 'ㄱ', k: 'ㅋ', n: 'ㄴ', d: 'ㄷ', t: 'ㅌ', r: 'ㄹ', l: 'ㄹ', m: 'ㅁ', b: 'ㅂ', p: 'ㅍ', s: 'ㅅ' },
  ...{ j: 'ㅈ', ch: 'ㅊ', h: 'ㅎ', f: 'ㅍ', v: 'ㅂ', z: 'ㅈ', sh: 'ㅅ', th: 'ㅅ', kh: 'ㅋ', gh: 'ㄱ' },
  ...{ dh: 'ㄷ', zh: 'ㅈ', ts: 'ㅊ', '': 'ㅇ' },
};
const HANGUL_VOWEL: Record<string, string> = {
  ...{ a: 'ㅏ', e: 'ㅔ', i: 'ㅣ', o: 'ㅗ', u: 'ㅜ', ya: 'ㅑ', ye: 'ㅖ', yo: 'ㅛ', yu: 'ㅠ', yi: 'ㅣ' },
  ...{ wa: 'ㅘ', we: 'ㅞ', wi: 'ㅟ', wo: 'ㅝ', wu: 'ㅜ', ai: 'ㅐ', ay: 'ㅐ', ei: 'ㅔ', oi: 'ㅚ', eu: 'ㅡ' },
};
/** Consonants a Korean syllable may end in; others get a syllable of their own with ㅡ. */
const HANGUL_FINAL: Record<string, string> = { n: 'ㄴ', m: 'ㅁ', ng: 'ㅇ', l: 'ㄹ', k: 'ㄱ', p: 'ㅂ' };
const SHIN_VOWEL: Record<string, string> = { ㅏ: 'ㅑ', ㅔ: 'ㅖ', ㅗ: 'ㅛ', ㅜ: 'ㅠ' };
const HANGUL_UNIT = /ng|ch|sh|th|kh|gh|dh|zh|ts|[yw]?(?:ai|ay|ei|oi|eu|[aeiou])|[a-z]/g;

function hangul(word: string): string {
  const units = respell(word, [...COMMON, [/y(?![aeiou])/g, 'i']]).match(HANGUL_UNIT) ?? [];
  const syllables: string[] = [];
  for (let i = 0; i < units.length; i++) {
    const unit = units[i];
    const next = units[i + 1];
    const vowel = HANGUL_VOWEL[unit];
    if (vowel !== undefined) {
      syllables.push(combineCharacter('ㅇ', vowel, ''));
      continue;
    }
    const nextVowel = next === undefined ? undefined : HANGUL_VOWEL[next];
    if (nextVowel !== undefined && HANGUL_INITIAL[unit] !== undefined) {
      // "sh" before a vowel is ㅅ with the y-glide of that vowel (Shamil 샤밀).
      const glided = unit === 'sh' ? (SHIN_VOWEL[nextVowel] ?? nextVowel) : nextVowel;
      syllables.push(combineCharacter(HANGUL_INITIAL[unit], glided, ''));
      i += 1;
      continue;
    }
    const last = syllables.length - 1;
    const final = HANGUL_FINAL[unit];
    const open = last >= 0 && syllables[last].normalize('NFD').length === 2;
    if (final !== undefined && open) {
      const [initial, medial] = [...syllables[last].normalize('NFD')].map((jamo) => jamo.normalize('NFC'));
      syllables[last] = combineCharacter(
        compatibilityJamo(initial, 'initial'),
        compatibilityJamo(medial),
        final,
      );
    } else if (HANGUL_INITIAL[unit] !== undefined) {
      syllables.push(
        combineCharacter(
          HANGUL_INITIAL[unit],
          unit === 'sh' || unit === 'ch' || unit === 'j' ? 'ㅣ' : 'ㅡ',
          '',
        ),
      );
    }
  }
  return syllables.join('');
}

/** The compatibility jamo es-hangul takes for a conjoining jamo that NFD yields. */
function compatibilityJamo(jamo: string, position: 'initial' | 'medial' = 'medial'): string {
  const code = jamo.codePointAt(0) ?? 0;
  if (position === 'initial') return 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ'[code - 0x1100];
  return 'ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ'[code - 0x1161];
}

/** A script that writes every sound with a letter of its own, written from a table of the name's sounds. */
function alphabet(table: Readonly<Record<string, string>>, extra: Respelling = []) {
  const units = new RegExp(
    Object.keys(table)
      .sort((a, b) => b.length - a.length)
      .join('|'),
    'g',
  );
  return (word: string) =>
    (respell(word, [...COMMON, [/y(?![aeiou])/g, 'i'], ...extra]).match(units) ?? [])
      .map((unit) => table[unit])
      .join('');
}

/** Mkhedruli, with the ejective stops Georgian uses for foreign t, k, p. */
const georgian = alphabet({
  ...{ a: 'ა', b: 'ბ', g: 'გ', d: 'დ', e: 'ე', v: 'ვ', z: 'ზ', t: 'ტ', i: 'ი', k: 'კ', l: 'ლ', m: 'მ' },
  ...{ n: 'ნ', o: 'ო', p: 'პ', zh: 'ჟ', r: 'რ', s: 'ს', u: 'უ', f: 'ფ', gh: 'ღ', sh: 'შ', ch: 'ჩ' },
  ...{ ts: 'ც', tz: 'ც', dz: 'ძ', kh: 'ხ', j: 'ჯ', h: 'ჰ', th: 'თ', dh: 'დ', y: 'ი' },
});

/** Eastern Armenian; a word-initial e and o take their initial letters (Է, Օ) by the respelling E/O. */
const armenian = alphabet(
  {
    ...{ a: 'ա', b: 'բ', g: 'գ', d: 'դ', e: 'ե', E: 'է', z: 'զ', t: 'տ', th: 'թ', zh: 'ժ', i: 'ի', l: 'լ' },
    ...{ kh: 'խ', ts: 'ց', tz: 'ց', k: 'կ', h: 'հ', dz: 'ձ', gh: 'ղ', ch: 'չ', m: 'մ', y: 'յ', n: 'ն' },
    ...{ sh: 'շ', o: 'ո', O: 'օ', j: 'ջ', r: 'ր', s: 'ս', v: 'վ', u: 'ու', p: 'պ', f: 'ֆ', dh: 'դ' },
  },
  [
    [/^e/, 'E'],
    [/^o/, 'O'],
  ],
);

/**
 * An abjad written the way names are: short vowels left out inside the word, long-sounding i/e as yod
 * or ya, o/u as vav or waw, an initial vowel on alef, a final a as he (Hebrew) or alef (Arabic).
 */
function abjad(
  consonants: Readonly<Record<string, string>>,
  letters: { alef: string; yod: string; vav: string; finalA: string; finals?: Record<string, string> },
) {
  const units = new RegExp(
    [...Object.keys(consonants).sort((a, b) => b.length - a.length), 'ai|ay|ei|ey|au|aw|[aeiouy]'].join('|'),
    'g',
  );
  return (word: string) => {
    const parts = respell(word, COMMON).match(units) ?? [];
    const written = parts.map((unit, i) => {
      if (consonants[unit] !== undefined) return consonants[unit];
      const initial = i === 0;
      const final = i === parts.length - 1;
      if (/^[iy]|^e[iy]|^a[iy]/.test(unit)) return (initial ? letters.alef : '') + letters.yod;
      if (/^[ou]|^a[uw]/.test(unit)) return (initial ? letters.alef : '') + letters.vav;
      if (initial) return letters.alef;
      return final && unit === 'a' ? letters.finalA : '';
    });
    const text = written.join('');
    const last = text.slice(-1);
    return letters.finals?.[last] === undefined ? text : text.slice(0, -1) + letters.finals[last];
  };
}

const hebrew = abjad(
  {
    ...{ b: 'ב', v: 'ב', g: 'ג', d: 'ד', h: 'ה', z: 'ז', kh: 'ח', ch: 'צ׳', t: 'ט', th: 'ת', k: 'כ' },
    ...{ l: 'ל', m: 'מ', n: 'נ', s: 'ס', f: 'פ', p: 'פ', ts: 'צ', tz: 'צ', r: 'ר', sh: 'ש', j: 'ג׳' },
    ...{ dh: 'ד', gh: 'ע', zh: 'ז׳' },
  },
  { alef: 'א', yod: 'י', vav: 'ו', finalA: 'ה', finals: { כ: 'ך', מ: 'ם', נ: 'ן', פ: 'ף', צ: 'ץ' } },
);

const arabic = abjad(
  {
    ...{ b: 'ب', p: 'ب', t: 'ت', th: 'ث', j: 'ج', h: 'ح', kh: 'خ', d: 'د', dh: 'ذ', r: 'ر', z: 'ز' },
    ...{ s: 'س', sh: 'ش', gh: 'غ', f: 'ف', v: 'ف', k: 'ك', l: 'ل', m: 'م', n: 'ن', g: 'ج', ch: 'تش' },
    ...{ ts: 'تس', zh: 'ج' },
  },
  { alef: 'ا', yod: 'ي', vav: 'و', finalA: 'ا' },
);

const RENDER_WORD: Record<Script, (word: string) => string> = {
  cyrillic,
  greek,
  devanagari: brahmic('devanagari'),
  bengali: brahmic('bengali'),
  tamil: brahmic('tamil'),
  thai: brahmic('thai'),
  khmer: brahmic('khmer'),
  burmese: brahmic('burmese'),
  arabic,
  hebrew,
  georgian,
  armenian,
  katakana,
  hangul,
};

/** The Latin words of a listed name, lower case, without diacritics. */
export function latinWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length > 0);
}

/** A Latin name written in `script`, word by word. */
export function renderName(name: string, script: Script): string {
  const words = latinWords(name).map((word) => RENDER_WORD[script](word));
  return words.join(script === 'katakana' ? '・' : ' ');
}
