import type { RegionDictionary } from '../../geocoding/gazetteer/region-dictionary';
import { nameKeys, type ArticleText, type Token } from './article-text';
import { COUNTRY_ABBREVIATIONS, DEMONYMS, NAME_LIKE_COUNTRIES } from './demonyms';
import { PhraseIndex } from './phrase-index';
import type { SubjectMentions } from './subject-mentions';

/** A country the article names, by name ("Germany", "Deutschland", "U.S.") or by a nationality word ("German"). */
export interface CountryMention {
  /** ISO 3166-1 alpha-2. */
  readonly code: string;
  readonly byDemonym: boolean;
  readonly first: number;
  readonly last: number;
}

interface Demonym {
  code: string;
  needsCapital: boolean;
}

const DEMONYM_INDEX = PhraseIndex.of<Demonym>(
  DEMONYMS.flatMap(([code, english, german]) => [
    ...english.flatMap((word) => {
      const key = nameKeys(word).join(' ');
      const plural = /(ese|ss|sh|ch|i|s)$/.test(key) ? [] : [`${key}s`];
      return [key, ...plural].map((form) => [form, { code, needsCapital: true }] as const);
    }),
    ...german.map((stem) => [stem, { code, needsCapital: !stem.includes('isch') }] as const),
  ]),
);
/** Lower-case words inside country names: "Bosnia and Herzegovina", "Democratic Republic of the Congo". */
const NAME_JOINERS = new Set(['of', 'and', 'the', 'und', 'der', 'die', 'des', 'da', 'de', 'du', 'd']);
/** "United States of America" is five words; longer runs need no look-up. */
const LONGEST_COUNTRY_WORDS = 5;

/**
 * Countries and nationality words of the article, in text order, outside the subject's own name
 * ("Deutsche Bank" says nothing of a person's nationality). A country name must be capitalised; one that
 * is also a given name or a word ("Jordan", "Turkey") counts only when it does not stand in a longer
 * capitalised name; a name shared with a US state ("Georgia") is left out.
 */
export function findCountryMentions(
  article: ArticleText,
  mentions: SubjectMentions,
  regions: RegionDictionary,
): CountryMention[] {
  const { tokens } = article;
  const inSubjectName = new Uint8Array(tokens.length);
  for (const { first, last } of mentions.mentions) inSubjectName.fill(1, first, last + 1);
  const found: CountryMention[] = [];
  for (const hit of DEMONYM_INDEX.find(tokens)) {
    if (hit.value.needsCapital && !tokens[hit.first]!.capitalised) continue;
    if (inSubjectName[hit.first]) continue;
    // German stems also catch country names: "deutsch*" reads "Deutschland", "pole" reads "Polen".
    const isCountryName =
      hit.first === hit.last && regions.byName(tokens[hit.first]!.key)?.isCountry === true;
    found.push({ code: hit.value.code, byDemonym: !isCountryName, first: hit.first, last: hit.last });
  }
  const taken = new Uint8Array(tokens.length);
  for (const mention of found) taken.fill(1, mention.first, mention.last + 1);
  for (let at = 0; at < tokens.length; at++) {
    const token = tokens[at]!;
    if (!token.capitalised || taken[at] || inSubjectName[at]) continue;
    const country = countryNamedAt(article, at, regions);
    if (country === undefined) continue;
    if (country.code !== null)
      found.push({ code: country.code, byDemonym: false, first: at, last: country.last });
    at = country.last;
  }
  return found.sort((a, b) => a.first - b.first);
}

/** The longest region name starting at `at`: a country's code, or null for a state (its words are skipped). */
function countryNamedAt(
  article: ArticleText,
  at: number,
  regions: RegionDictionary,
): { code: string | null; last: number } | undefined {
  const { tokens } = article;
  const abbreviation = COUNTRY_ABBREVIATIONS[tokens[at]!.key];
  if (abbreviation !== undefined && isAllCapitals(article, tokens[at]!))
    return { code: abbreviation, last: at };
  let key = '';
  let longest: { code: string | null; last: number } | undefined;
  for (let last = at; last < Math.min(tokens.length, at + LONGEST_COUNTRY_WORDS); last++) {
    if (tokens[last]!.sentence !== tokens[at]!.sentence) break;
    if (last > at && !tokens[last]!.capitalised && !NAME_JOINERS.has(tokens[last]!.key)) break;
    key = last === at ? tokens[at]!.key : `${key} ${tokens[last]!.key}`;
    const entry = regions.byName(key);
    if (entry === undefined) continue;
    const country = entry.places.find((place) => place.adminCode === null);
    const isState = entry.places.some((place) => place.adminCode !== null);
    longest = { code: country !== undefined && !isState ? country.countryCode : null, last };
  }
  if (longest?.code != null && longest.last === at && NAME_LIKE_COUNTRIES.has(tokens[at]!.key)) {
    return standsInLongerName(tokens, at) ? { code: null, last: at } : longest;
  }
  return longest;
}

function isAllCapitals(article: ArticleText, token: Token): boolean {
  const word = article.text.slice(token.start, token.end);
  return word === word.toUpperCase();
}

/** "Michael Jordan", "Chad Smith", "Turkey Hill": a capitalised neighbour in the same sentence. */
function standsInLongerName(tokens: readonly Token[], at: number): boolean {
  const token = tokens[at]!;
  const before = tokens[at - 1];
  const after = tokens[at + 1];
  const isStartOfSentence = before === undefined || before.sentence !== token.sentence;
  return (
    (!isStartOfSentence && before.capitalised) ||
    (after !== undefined && after.sentence === token.sentence && after.capitalised)
  );
}
