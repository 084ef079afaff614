/** talisman ships no type declarations; these are the metrics used here. */
declare module 'talisman/metrics/jaro-winkler' {
  /** Jaro-Winkler similarity in [0, 1] (prefix scale 0.1, boost threshold 0.7). */
  const jaroWinkler: (a: string, b: string) => number;
  export default jaroWinkler;
}

declare module 'talisman/metrics/damerau-levenshtein' {
  /** Optimal-string-alignment distance: insertions, deletions, substitutions and adjacent transpositions. */
  const damerauLevenshtein: (a: string, b: string) => number;
  export default damerauLevenshtein;
}
