import { type ComparableToken, comparableToken } from './comparable-token';
import { stripLegalForms } from './legal-form';
import { legalFormCountries } from './legal-form-countries';
import { ORGANISATION_ABBREVIATIONS, TITLES } from './name-words';
import { tokenRoles } from './token-roles';
import { type TokenOrigin, type TransliteratedWord, transliterateWords } from './transliterate';

const NO_COUNTRIES: readonly string[] = Object.freeze([]);

/** What a name is known to belong to: its titles and legal forms are read accordingly. */
export type NameKind = 'person' | 'organisation' | 'unknown';

export interface NormalisedName {
  tokens: ComparableToken[];
  /** TokenRole bits per token. */
  roles: number[];
  /** The name carried a legal form (Ltd, GmbH, OOO …): weak evidence of an organisation. */
  legalForm: boolean;
  /** The countries its legal forms tie it to (AG: DE, AT, CH …); empty when none does. */
  legalFormCountries: readonly string[];
}

/**
 * Leading honorifics and ranks of each comma-separated part ("MAHMOUD, Sheikh Farid"), never the last word
 * of a part: in "SHEIKH, Mohammed" the title is the surname.
 */
function withoutTitles(parts: readonly TransliteratedWord[][]): TransliteratedWord[][] {
  return parts.map((part) => {
    let start = 0;
    while (start < part.length - 1 && TITLES.has(part[start].text)) start += 1;
    return part.slice(start);
  });
}

/**
 * A name as comparable parts: any script transliterated to ASCII, case, diacritics and punctuation gone,
 * honorifics left out of persons' names and legal forms out of organisations' (and of names of unknown
 * kind, where a legal form tells it is an organisation). A person's name with one comma is read as the
 * lists write it, "SURNAME, Given Names". `origin` overrides where the words came from (a reading).
 */
export function normaliseName(name: string, kind: NameKind, origin?: TokenOrigin): NormalisedName {
  const parts = name
    .split(',')
    .map(transliterateWords)
    .map((words) => (origin === undefined ? words : words.map((word) => ({ ...word, origin }))));
  const stripped = kind === 'person' ? undefined : stripLegalForms(parts.flat());
  const legalForm = stripped?.legalForm ?? false;
  if (kind === 'organisation' || legalForm) {
    const tokens = (stripped?.words ?? parts.flat()).map((word) =>
      comparableToken(ORGANISATION_ABBREVIATIONS.get(word.text) ?? word.text, word.origin),
    );
    const countries = legalFormCountries(stripped?.forms ?? []);
    return { tokens, roles: tokenRoles(tokens, false), legalForm, legalFormCountries: countries };
  }
  const personParts = withoutTitles(parts).filter((part) => part.length > 0);
  const tokens = personParts.flat().map((word) => comparableToken(word.text, word.origin));
  const surnameEnd = personParts.length === 2 ? personParts[0].length : undefined;
  return {
    tokens,
    roles: tokenRoles(tokens, true, surnameEnd),
    legalForm: false,
    legalFormCountries: NO_COUNTRIES,
  };
}
