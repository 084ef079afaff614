/**
 * A key that puts the romanisations of a Korean syllable together. any-ascii writes Hangul in the Revised
 * Romanization (Gim Jeong Eun, Bak, Choe, I); names are usually written in McCune-Reischauer or by habit
 * (Kim Jong Un, Park, Choi, Lee/Ri/Yi). The systems differ in plain and aspirated stops (g/k, d/t, b/p, j/ch),
 * in the vowels ㅓ/ㅗ/ㅜ/ㅡ (eo, o, u, eu) and ㅐ/ㅔ/ㅚ (ae, e, oe), in l/r, in an English r that lengthens
 * a vowel (Park) and in the initial l/r/y dropped before i (Lee, Ri, Yi, I). The key ignores all of that.
 */
export function koreanKey(text: string): string {
  return text
    .replace(/ee|ea/g, 'i')
    .replace(/oo|ou/g, 'u')
    .replace(/eo|eu/g, 'u')
    .replace(/ae|ai|ay|oe|oi|oy/g, 'e')
    .replace(/o/g, 'u')
    .replace(/r(?![aeiouy])/g, '')
    .replace(/^[lry](?=i)/, '')
    .replace(/r/g, 'l')
    .replace(/ch|j/g, 'c')
    .replace(/g/g, 'k')
    .replace(/b/g, 'p')
    .replace(/d/g, 't')
    .replace(/sh/g, 's')
    .replace(/([a-z])\1+/g, '$1');
}
