/** A letter of any script but Latin (Arabic, Cyrillic, Han …). */
const NON_LATIN_LETTER = /(?=\p{L})\P{Script=Latin}/u;

/** True when a name is written in Latin letters only, the script screening queries arrive in. */
export function isLatinScript(name: string): boolean {
  return !NON_LATIN_LETTER.test(name);
}
