/** greek-utils ships no type declarations; this is the conversion used by the script evaluation set. */
declare module 'greek-utils' {
  /** Greeklish (Latin letters as Greeks type them: th, ch, ps, ks …) to Greek letters. */
  export function toGreek(text: string): string;
}
