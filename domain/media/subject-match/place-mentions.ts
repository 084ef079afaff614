import type { Gazetteer } from '../../geocoding/gazetteer/gazetteer';
import type { ArticleText, Token } from './article-text';
import type { CountryMention } from './country-mentions';
import type { SubjectMentions } from './subject-mentions';

/** A city the article names, as the gazetteer knows it. */
export interface CityMention {
  readonly city: number;
  readonly first: number;
  readonly last: number;
}

/** Lower-case words inside city names: "Frankfurt am Main", "Stratford-upon-Avon", "Rio de Janeiro". */
const CONNECTORS = new Set([
  'am',
  'an',
  'der',
  'de',
  'del',
  'do',
  'da',
  'la',
  'le',
  'upon',
  'on',
  'sur',
  'im',
]);
const LONGEST_CITY_WORDS = 4;
/**
 * The smallest town a name may stand for: one-word names of small towns are mostly also surnames and
 * words ("Bush", "Police"), and a town in a country the article never names is less likely than a word.
 */
const SMALLEST_TOWN = {
  oneWord: { countryNamed: 20_000, otherwise: 100_000 },
  longer: { countryNamed: 1_000, otherwise: 20_000 },
} as const;
/** A name that is also a state's or country's ("Florida", "Georgia") is the town only when it lies there, or is a city this large ("Washington"). */
const SMALLEST_CITY_OVER_REGION = 500_000;
/** Capitalised words that name towns somewhere but in articles are titles, months, or words. */
// prettier-ignore
const NOT_TOWNS = new Set([
  'mr', 'mrs', 'ms', 'dr', 'president', 'minister', 'police', 'court', 'bank', 'government', 'march', 'may', 'june',
  'july', 'august', 'april', 'january', 'sunday', 'monday', 'saturday', 'victoria', 'of', 'the', 'and', 'in', 'at',
  'on', 'by', 'for', 'from', 'to', 'with', 'as', 'but', 'if', 'after', 'before', 'while', 'when', 'new', 'san',
  'santa', 'saint', 'st', 'general', 'union', 'independence', 'liberty', 'justice', 'university', 'college',
  'school', 'prime', 'central', 'federal', 'national', 'state', 'city', 'county', 'district', 'der', 'die', 'das',
  'und', 'nach', 'bei', 'von', 'mit', 'auch', 'aber', 'gericht', 'polizei', 'regierung', 'white house',
  'wall street', 'downing street', 'capitol hill', 'silicon valley', 'supreme court',
]);

/**
 * Cities named in the article: capitalised runs of words that the gazetteer knows as a city, outside the
 * subject's name and the countries already read. A one-word name counts only when it is not a word the
 * article also writes in lower case, is not part of a longer capitalised name ("Hillary Clinton") and the
 * town is large enough. Among towns of one name the one in a country the article names wins, then the largest.
 */
export function findCityMentions(
  article: ArticleText,
  mentions: SubjectMentions,
  countries: readonly CountryMention[],
  gazetteer: Gazetteer,
): CityMention[] {
  const { tokens } = article;
  const taken = new Uint8Array(tokens.length);
  for (const { first, last } of [...mentions.mentions, ...countries]) taken.fill(1, first, last + 1);
  const lowerCaseWords = new Set(tokens.filter((token) => !token.capitalised).map((token) => token.key));
  const surnames = surnamesOf(tokens);
  const titleCaseHeadline = isTitleCase(tokens);
  const bodyWords = new Set(tokens.filter((token) => token.sentence > 0).map((token) => token.key));
  const countriesNamed = new Set(countries.map((country) => country.code));
  const found: CityMention[] = [];
  for (let at = 0; at < tokens.length; at++) {
    if (!tokens[at]!.capitalised || taken[at]) continue;
    const city = longestCityAt(tokens, at, taken, gazetteer, countriesNamed);
    if (city === undefined) continue;
    const key = tokens[at]!.key;
    const oneWord = city.last === at;
    const unsure =
      lowerCaseWords.has(key) ||
      surnames.has(key) ||
      standsInLongerName(tokens, at) ||
      (titleCaseHeadline && tokens[at]!.sentence === 0 && !bodyWords.has(key));
    if (oneWord && unsure) continue;
    found.push(city);
    at = city.last;
  }
  return found;
}

function longestCityAt(
  tokens: readonly Token[],
  at: number,
  taken: Uint8Array,
  gazetteer: Gazetteer,
  countriesNamed: ReadonlySet<string>,
): CityMention | undefined {
  let key = '';
  let longest: CityMention | undefined;
  const limit = Math.min(tokens.length, at + LONGEST_CITY_WORDS, at + gazetteer.cityNames.longestKeyWords);
  for (let last = at; last < limit; last++) {
    const token = tokens[last]!;
    if (taken[last] || token.sentence !== tokens[at]!.sentence) break;
    if (!token.capitalised && !CONNECTORS.has(token.key)) break;
    key = last === at ? token.key : `${key} ${token.key}`;
    if (!token.capitalised || NOT_TOWNS.has(key)) continue;
    const city = chooseCity(gazetteer, key, countriesNamed, last === at);
    if (city !== undefined) longest = { city, first: at, last };
  }
  return longest;
}

function chooseCity(
  { cities, cityNames, regions }: Gazetteer,
  key: string,
  countriesNamed: ReadonlySet<string>,
  oneWord: boolean,
): number | undefined {
  const region = regions.byName(key);
  const smallest = SMALLEST_TOWN[oneWord ? 'oneWord' : 'longer'];
  let chosen: number | undefined;
  let chosenRank = [-1, -1];
  for (const city of cityNames.citiesNamed(key)) {
    const population = cities.population[city]!;
    const country = cities.countryCode(city);
    const inNamedCountry = countriesNamed.has(country);
    if (population < (inNamedCountry ? smallest.countryNamed : smallest.otherwise)) continue;
    const inRegion = region?.places.some(
      (place) =>
        place.countryCode === country &&
        (place.adminCode === null || place.adminCode === cities.adminCode(city)),
    );
    if (region !== undefined && !inRegion && population < SMALLEST_CITY_OVER_REGION) continue;
    const rank = [inNamedCountry ? 1 : 0, population];
    if (rank[0]! > chosenRank[0]! || (rank[0] === chosenRank[0] && rank[1]! > chosenRank[1]!)) {
      chosen = city;
      chosenRank = rank;
    }
  }
  return chosen;
}

/** Words the article writes after another capitalised word inside a sentence: "Rex Tyler", "George W. Bush". */
function surnamesOf(tokens: readonly Token[]): Set<string> {
  const surnames = new Set<string>();
  for (let at = 2; at < tokens.length; at++) {
    const [before, previous, token, next] = [tokens[at - 2]!, tokens[at - 1]!, tokens[at]!, tokens[at + 1]];
    if (!token.capitalised || !previous.capitalised || before.sentence !== token.sentence) continue;
    if (next === undefined || next.sentence !== token.sentence || !next.capitalised) surnames.add(token.key);
  }
  return surnames;
}

/** Headlines Written Like This capitalise every word, so capitals say nothing there. */
function isTitleCase(tokens: readonly Token[]): boolean {
  const headline = tokens.filter((token) => token.sentence === 0 && token.key.length > 3);
  return headline.length > 0 && headline.every((token) => token.capitalised);
}

/** A capitalised neighbour (not the sentence's first word) makes the word part of a longer name. */
function standsInLongerName(tokens: readonly Token[], at: number): boolean {
  const token = tokens[at]!;
  const before = tokens[at - 1];
  const after = tokens[at + 1];
  const beforeInName =
    before !== undefined &&
    before.sentence === token.sentence &&
    before.capitalised &&
    tokens[at - 2]?.sentence === token.sentence;
  return beforeInName || (after !== undefined && after.sentence === token.sentence && after.capitalised);
}
