/**
 * Spelling variants of a listed name made by rule, to measure recall beyond the exact names of the
 * evaluation file: the ways customer records differ from list entries. Deterministic (seeded).
 */
export type VariantKind =
  'reordered' | 'middle_dropped' | 'typo' | 'vowels' | 'particles_joined' | 'initial' | 'title';

export const VARIANT_KINDS: readonly VariantKind[] = [
  'reordered',
  'middle_dropped',
  'typo',
  'vowels',
  'particles_joined',
  'initial',
  'title',
];

/** A small linear congruential generator: the same variants on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const VOWEL_SWAPS: Record<string, string> = { a: 'e', e: 'a', i: 'e', o: 'u', u: 'o' };
const PARTICLE = /\b(AL|EL|ABU|ABDUL|ABD|BIN|IBN|UD|UL)[- ]/gi;

function typo(word: string, random: () => number): string {
  const at = 1 + Math.floor(random() * (word.length - 2));
  const kind = Math.floor(random() * 3);
  if (kind === 0) return word.slice(0, at) + word.slice(at + 1);
  if (kind === 1) return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  const letter = 'abcdefghijklmnopqrstuvwxyz'[Math.floor(random() * 26)];
  return word.slice(0, at) + letter + word.slice(at + 1);
}

/** The variant of `name` of the given kind, or undefined when the name offers no place for it. */
export function nameVariant(name: string, kind: VariantKind, random: () => number): string | undefined {
  const words = name.trim().split(/\s+/);
  const longest = words
    .filter((word) => /^\p{L}+$/u.test(word))
    .reduce((a, b) => (b.length > a.length ? b : a), '');
  switch (kind) {
    case 'reordered':
      return words.length < 2 ? undefined : `${words[words.length - 1]}, ${words.slice(0, -1).join(' ')}`;
    case 'middle_dropped':
      return words.length < 3
        ? undefined
        : words.filter((_, i) => i !== 1 + Math.floor(random() * (words.length - 2))).join(' ');
    case 'typo':
      return longest.length < 5 ? undefined : name.replace(longest, typo(longest.toLowerCase(), random));
    case 'vowels': {
      const swapped = longest.toLowerCase().replace(/(?<=.)[aeiou]/, (vowel) => VOWEL_SWAPS[vowel]);
      return swapped === longest.toLowerCase() ? undefined : name.replace(longest, swapped);
    }
    case 'particles_joined': {
      const joined = name.replace(PARTICLE, '$1');
      return joined === name ? undefined : joined;
    }
    case 'initial':
      return words.length < 3 ? undefined : [`${words[0][0]}.`, ...words.slice(1)].join(' ');
    case 'title':
      return `${random() < 0.5 ? 'Haji' : 'Dr.'} ${name}`;
  }
}
