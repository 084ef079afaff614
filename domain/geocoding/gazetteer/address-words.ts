import type { PlaceToken } from './place-text';

/** Street types and address furniture, folded. A segment holding one is a street line, not a town line. */
// prettier-ignore
const STREET_WORDS = new Set([
  'street', 'st', 'road', 'rd', 'avenue', 'ave', 'av', 'boulevard', 'blvd', 'lane', 'ln', 'drive', 'dr', 'way',
  'square', 'sq', 'place', 'pl', 'court', 'ct', 'highway', 'hwy', 'building', 'floor', 'suite', 'apt', 'unit',
  'po', 'box', 'strasse', 'str', 'weg', 'allee', 'platz', 'gasse', 'ring', 'damm', 'ufer', 'chaussee', 'postfach',
  'rue', 'via', 'viale', 'piazza', 'calle', 'avenida', 'rua', 'plaza', 'ulitsa', 'ul', 'prospekt', 'pr',
]);
/** German street names are compounds: "Friedrichstraße", "Kastanienallee". */
const STREET_SUFFIXES = ['strasse', 'str', 'weg', 'allee', 'platz', 'gasse', 'damm', 'ufer'];

/** Words that never name a town alone, though towns named "City" or "Street" exist. */
// prettier-ignore
const FILLER_WORDS = new Set([
  'de', 'la', 'le', 'les', 'el', 'los', 'las', 'am', 'an', 'der', 'die', 'das', 'im', 'in', 'the', 'of', 'and',
  'und', 'da', 'di', 'du', 'des', 'del', 'van', 'von', 'zu', 'bei', 'city', 'north', 'south', 'east', 'west',
  'nord', 'sud', 'ost', 'central', 'centre', 'center', 'zentrum', 'mitte',
]);

/** What people type when there is no address ("None" is also a town in Piedmont). */
const PLACEHOLDERS = new Set([
  'n a',
  'na',
  'none',
  'null',
  'nil',
  'unknown',
  'tbd',
  'unbekannt',
  'keine angabe',
  'not available',
]);

export function isStreetLine(tokens: readonly PlaceToken[]): boolean {
  return tokens.some(
    ({ key }) =>
      STREET_WORDS.has(key) ||
      STREET_SUFFIXES.some((suffix) => key.length > suffix.length && key.endsWith(suffix)),
  );
}

/** A run of words that can name a city: no digits, not only street and filler words, not a lone short word. */
export function canNameCity(words: readonly PlaceToken[]): boolean {
  if (words.some((word) => word.hasDigit)) return false;
  if (words.length === 1 && (words[0]?.key.length ?? 0) < 3) return false;
  return words.some(({ key }) => !STREET_WORDS.has(key) && !FILLER_WORDS.has(key));
}

export function isPlaceholder(segments: readonly (readonly PlaceToken[])[]): boolean {
  return PLACEHOLDERS.has(
    segments
      .flat()
      .map((token) => token.key)
      .join(' '),
  );
}
