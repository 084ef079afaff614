import { placeKey, transliterateUmlauts } from './place-text';

/** Words that join a town to the river or region that tells it apart: "Frankfurt am Main", "Stratford-upon-Avon". */
const QUALIFIER_WORDS = new Set(['am', 'an', 'im', 'in', 'ob', 'bei', 'vor', 'upon', 'on', 'sur']);
const SAINT_FORMS = ['saint', 'sankt', 'st'];
const QUALIFIER_PUNCTUATION = /[(,/]/;

/**
 * Every key under which a city name can be written in an address: the folded name ("koln"),
 * its umlaut transliteration ("koeln"), Saint/Sankt/St. spellings, and the short form used without
 * the qualifier ("Frankfurt" for "Frankfurt am Main", "Halle" for "Halle (Saale)",
 * "Washington" for "Washington, D.C."). May repeat a key.
 */
export function cityNameKeys(name: string): string[] {
  const keys: string[] = [];
  const transliterated = transliterateUmlauts(name);
  for (const spelling of transliterated === undefined ? [name] : [name, transliterated]) {
    const key = placeKey(spelling);
    for (const form of [key, ...shortForms(spelling, key)]) {
      if (form.length > 0) keys.push(...saintSpellings(form));
    }
  }
  return keys;
}

function shortForms(name: string, key: string): string[] {
  const forms: string[] = [];
  const punctuationAt = name.search(QUALIFIER_PUNCTUATION);
  if (punctuationAt > 0) forms.push(placeKey(name.slice(0, punctuationAt)));
  const words = key.split(' ');
  const qualifierAt = words.findIndex(
    (word, index) => index > 0 && index < words.length - 1 && QUALIFIER_WORDS.has(word),
  );
  if (qualifierAt > 0) forms.push(words.slice(0, qualifierAt).join(' '));
  return forms;
}

function saintSpellings(key: string): string[] {
  const firstSpace = key.indexOf(' ');
  if (firstSpace < 0 || !SAINT_FORMS.includes(key.slice(0, firstSpace))) return [key];
  return SAINT_FORMS.map((saint) => saint + key.slice(firstSpace));
}
