/**
 * Keys that make the romanisations of one name look alike. Transliteration varies in predictable ways:
 * the letters chosen for a sound (x/ks, w/v, ph/f, q/k, c/k/s, ou/u, -off/-ov, tsch/sch/sh), doubled letters,
 * and above all the vowels, which Arabic, Persian and Pashto do not write and each romaniser guesses anew
 * (Mohammed/Muhammad/Mohamed, Osama/Usama, Khaled/Khalid). So a name part is compared by its spelling, by
 * its consonant skeleton and by the classes of its vowels, never by a list of known variants.
 */

const VOWEL = /[aeiou]/;
/** Digraphs that write one consonant: kh, gh, sh, th, dh, zh, ch. Any other h is a consonant of its own. */
const DIGRAPH = /([kgstdzc])h/g;

/**
 * The spelling with equivalent letter groups unified, Russian -iy/-ij/-y endings as one, a final h after a
 * vowel dropped (Abdullah/Abdulla); still readable, still carrying its vowels.
 */
export function spellingKey(text: string): string {
  return (
    text
      .replace(/tsch/g, 'ch')
      .replace(/sch|sz/g, 'sh')
      .replace(/tch|cz/g, 'ch')
      .replace(/dzh|dj/g, 'j')
      // Russian ж as French writes it (Prigozhin/Prigojine); not word-initial, where pinyin's zh is not j.
      .replace(/(?<=[a-z])zh/g, 'j')
      // French gu before e/i is a hard g (Evgueni, Guennadi).
      .replace(/gu(?=[ei])/g, 'g')
      .replace(/ph/g, 'f')
      .replace(/ck|q/g, 'k')
      .replace(/x/g, 'ks')
      .replace(/w/g, 'v')
      .replace(/c(?=[eiy])/g, 's')
      .replace(/c(?!h)/g, 'k')
      .replace(/ou|oo/g, 'u')
      .replace(/ee/g, 'i')
      .replace(/(?:iy|ij|ii|yi|yj)$/, 'i')
      .replace(/y(?![aeiou])/g, 'i')
      .replace(/(?<=[oe])ff$/, 'v')
      .replace(/([a-z])\1+/g, '$1')
      .replace(/(?<=[a-z]{3}[aeiou])h$/, '')
  );
}

/**
 * The consonants of a spelling, with j/y and a leading i before a vowel as one sound, the y of a
 * softened consonant or initial e dropped (Fyodor/Fedor, Yevgeny/Evgeniy), digraphs as their first letter
 * (kh, sh, th, dh, gh) and an initial vowel kept as one mark: "mhmd" for every Mohammed, "asm" for Osama
 * and Usama.
 */
export function skeletonKey(spelling: string): string {
  const consonantal = spelling
    .replace(/^y(?=e)/, '')
    .replace(/j/g, 'y')
    .replace(/^i(?=[aeou])/, 'y')
    .replace(/(?<=[b-df-hk-np-tv-xz])y/g, '')
    .replace(DIGRAPH, '$1');
  const lead = VOWEL.test(consonantal[0] ?? '') ? 'a' : '';
  return (lead + consonantal.replace(/[aeiou]/g, '')).replace(/([a-z])\1+/g, '$1');
}

/** Below this many consonants a name's j and g stay apart: two consonants already fit many names. */
const JIM_AS_G_MIN_CONSONANTS = 3;

/**
 * The consonants a vowel-less script writes: no vowels, no glides (w/v, y, which stand for long vowels
 * there), no final h (ta marbuta): what "mhmd `ly" shares with "Mohamed Ali". Arabic writes g as jim
 * (Ragab, Gaddafi) and ch as ta-shin: j and g are one consonant here, tsh is ch.
 */
export function glidelessKey(spelling: string): string {
  // No collapsing of doubles afterwards: the l's of "Lavilla" stand apart, unlike the one l of "Levi".
  const consonants = spelling
    .replace(/tsh/g, 'ch')
    .replace(DIGRAPH, '$1')
    .replace(/[aeiouvy]/g, '')
    .replace(/h$/, '');
  return consonants.length >= JIM_AS_G_MIN_CONSONANTS ? consonants.replace(/j/g, 'g') : consonants;
}

const VOWEL_GROUPS = /[aeiou]+/g;
const VOWEL_CLASS: Record<string, string> = { a: 'A', e: 'E', i: 'I', o: 'U', u: 'U' };

/**
 * The class of each vowel group ('A', 'E', 'I', 'U'; o and u are one class), a final silent e left out:
 * "UAA" for Muhammad, Mohamed and Mohammed alike.
 */
export function vowelClasses(spelling: string): string {
  const body = spelling.length > 4 ? spelling.replace(/(?<=[^aeiou])e$/, '') : spelling;
  return (body.match(VOWEL_GROUPS) ?? []).map((group) => VOWEL_CLASS[group[0]]).join('');
}

/**
 * E stands for any vowel: a or i in romanised Arabic and Persian (Ahmed/Ahmad, Khaled/Khalid), yo in
 * Russian (Fyodor/Fedor). Otherwise the classes must agree one by one.
 */
export function vowelClassesCompatible(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i] && a[i] !== 'E' && b[i] !== 'E') return false;
  return true;
}
