import type { TokenOrigin } from './transliterate';

/**
 * A key for the Latin reading of a name written in another script that survives the shifts between that
 * reading and the name's Latin spelling on a list. A script fits a foreign name to its own sounds: Greek
 * and Hangul have no sh, Japanese no l and no final consonants, Thai and Khmer lose vowels and voicing,
 * Arabic and Hebrew write no short vowels, and each reading is romanised by its own conventions. So only
 * the consonants count, in classes of sounds that scripts and romanisers swap: b/p/v/f, d/t, g/k/q/c,
 * s/z/j and the hushing and hissing digraphs (sh, ch, zh, ts, tz, dz), l/r, w with v (Thai, Indic and
 * Korean write them alike; an Arabic w and y are left out, being mostly long vowels);
 * vowels, h and y are dropped (but for a mark that the name begins with a vowel) and doubled consonants
 * count once.
 * "Shamil Basayev" and Katakana シャミル・バサエフ (shamiru basaefu) are both "smr bsb", Usama and Osama "asm". Many names share a
 * key, so it is evidence slightly below a spelling match, and only for names from another script (see
 * tokenSimilarity): Latin names keep their own, stricter comparison.
 */

const SIBILANTS = /tsch|sch|tch|dzh|sh|ch|zh|ts|tz|dz|dj|[jz]/g;
const CLASS: Readonly<Record<string, string>> = {
  ...{ b: 'b', p: 'b', v: 'b', f: 'b', w: 'b', d: 't', t: 't', g: 'k', k: 'k', q: 'k', c: 'k', x: 'ks' },
  ...{ s: 's', l: 'r', r: 'r', m: 'm', n: 'n' },
};

/**
 * Letters whose sound depends on the script: Indic and Khmer transliteration writes the ch sound as a bare
 * c (ISO 15919); Arabic ذ and ظ (dh) are z in Persian, Urdu and Turkish names (Nazmi, Zakir, Azim);
 * Cyrillic and Greek have no h and write it as kh (Хасан, Hasan), which a spelling match then misses.
 */
function readAloud(text: string, origin: TokenOrigin): string {
  if (origin === 'abugida') return text.replace(/c(?!h)/g, 'ch');
  // Arabic waw and ya are mostly the long vowels u/o and i/e (Hebrew's are read as u and i already).
  if (origin === 'abjad') return text.replace(/dh/g, 'z').replace(/[wy]/g, '');
  if (origin === 'alphabet') return text.replace(/kh/g, 'h');
  // Kana write a t or d before another consonant as ト or ド (to, do): before a sibilant that is the ts, tch
  // or dzh a Latin spelling writes as one sound (アムトチェントセブ, amutochentosebu, Amtchentsev).
  if (origin === 'syllabary') return text.replace(/([td])o(?=sh|ch|j|s|z)/g, '$1');
  return text;
}

/**
 * Marks a name that begins with a vowel (Abdallah is not Peteri). Abjads and abugidas do not write it
 * reliably (Arabic ع, Khmer អ), so their keys are compared without it.
 */
export const VOWEL_MARK = 'a';
const STARTS_WITH_VOWEL = /^[hy]*[aeiou]/;

/** Vowels and glides: what stands between two consonants that are written apart. */
const VOWEL_OR_GLIDE = /[aeiouy]/;

/**
 * The sound key. Like consonants count once even with a vowel between them (Habib is "b"), as scripts that
 * leave vowels out cannot tell "hbb" from "hb"; with `apart`, only like consonants written side by side do
 * (Habib is "bb"), for names whose script writes the vowels between (see separateSoundKey).
 */
export function soundKey(text: string, origin: TokenOrigin, apart = false): string {
  const read = readAloud(text, origin);
  const letters = read
    .replace(/ph/g, 'f')
    .replace(/c(?=[eiy])/g, 's')
    .replace(SIBILANTS, 's');
  let key = origin !== 'abjad' && STARTS_WITH_VOWEL.test(read) ? VOWEL_MARK : '';
  let previous = '';
  for (const letter of letters) {
    const sound = CLASS[letter];
    if (apart && VOWEL_OR_GLIDE.test(letter)) previous = '';
    if (sound === undefined) continue;
    if (sound !== previous && (apart || !key.endsWith(sound))) key += sound;
    previous = sound;
  }
  return key;
}

/**
 * The sound key with like consonants that a vowel keeps apart counted each (Habib "bb", Jesus "ss"), when it
 * differs from soundKey: a name with one consonant class has a key of one consonant, which fits too many
 * names to count, but two written apart are a name's frame. Not for abjads, which do not write the vowels.
 */
export function separateSoundKey(text: string, origin: TokenOrigin): string | undefined {
  if (origin === 'abjad') return undefined;
  const separate = soundKey(text, origin, true);
  if (separate === soundKey(text, origin)) return undefined;
  // The keys leave h out, which a frame of two consonants cannot spare: Habib is not Bibi.
  return /^h/.test(readAloud(text, origin)) ? `h${separate}` : separate;
}

/**
 * Letters a script writes for two sounds, as the other one: kana write a foreign h before a consonant as
 * フ (fu: Mohsen モフセン, Hussein フセイン) and t before i, or ty, as チ (chi: Ikhtiyar イクチヤル; cha: Pentya
 * ペンチャ), though チェ is the che of Timchenko (チムチェンコ); Arabic writes
 * g as jim (Ragab رجب), and its dh letters (ذ ض ظ), z in Persian names, are d or th in Arabic ones (كاظم,
 * Kathim; رمضان, Ramadan).
 */
const OTHER_READING: Partial<Record<TokenOrigin, readonly (readonly [RegExp, string])[]>> = {
  syllabary: [
    [/f/g, 'h'],
    [/ch(?!e)/g, 't'],
  ],
  abjad: [
    [/j/g, 'g'],
    [/dh/g, 'd'],
  ],
};

/** The sound key of the word's other reading, when its script writes one of its letters for two sounds. */
export function otherSoundKey(text: string, origin: TokenOrigin): string | undefined {
  const rules = OTHER_READING[origin];
  if (rules === undefined) return undefined;
  const other = soundKey(
    rules.reduce((read, [pattern, by]) => read.replace(pattern, by), text),
    origin,
  );
  return other === soundKey(text, origin) ? undefined : other;
}

/** The key without its initial vowel mark: what an abjad's key is compared with. */
export function unmarked(key: string): string {
  return key.startsWith(VOWEL_MARK) ? key.slice(VOWEL_MARK.length) : key;
}

/** Scripts whose words are spelled in full (every vowel written), so that a reading of them is a spelling. */
const SPELLED_IN_FULL: ReadonlySet<TokenOrigin> = new Set(['alphabet', 'syllabary']);

/**
 * A word of an alphabet or syllabary as it is read aloud and by its other reading (Cyrillic хо, kho, is Ho;
 * kana フ, fu, is Hu), when that differs from its transliteration: a short name then agrees by spelling,
 * which its sound key, without consonants, cannot tell.
 */
export function spokenSpellings(text: string, origin: TokenOrigin): string[] | undefined {
  if (!SPELLED_IN_FULL.has(origin)) return undefined;
  const other = OTHER_READING[origin] ?? [];
  const spoken = [
    readAloud(text, origin),
    readAloud(
      other.reduce((read, [pattern, by]) => read.replace(pattern, by), text),
      origin,
    ),
  ].filter((reading) => reading !== text);
  return spoken.length === 0 ? undefined : [...new Set(spoken)];
}
