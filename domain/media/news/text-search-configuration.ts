/**
 * PostgreSQL's text search configuration for an article's language (ISO 639-1): keywords are matched
 * stemmed in the article's language ("charged" finds "charges", "Betrug" finds "Betrugs"); languages
 * PostgreSQL has no stemmer for fall back to 'simple' (words as written, lower-cased).
 */
const CONFIGURATIONS: Readonly<Record<string, string>> = {
  ar: 'arabic',
  ca: 'catalan',
  da: 'danish',
  de: 'german',
  el: 'greek',
  en: 'english',
  es: 'spanish',
  eu: 'basque',
  fi: 'finnish',
  fr: 'french',
  ga: 'irish',
  hi: 'hindi',
  hu: 'hungarian',
  hy: 'armenian',
  id: 'indonesian',
  it: 'italian',
  lt: 'lithuanian',
  ne: 'nepali',
  nl: 'dutch',
  no: 'norwegian',
  nb: 'norwegian',
  nn: 'norwegian',
  pt: 'portuguese',
  ro: 'romanian',
  ru: 'russian',
  sr: 'serbian',
  sv: 'swedish',
  ta: 'tamil',
  tr: 'turkish',
  yi: 'yiddish',
};

export function textSearchConfiguration(language: string | null): string {
  return (language && CONFIGURATIONS[language]) ?? 'simple';
}
