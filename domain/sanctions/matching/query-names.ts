import damerauLevenshtein from 'talisman/metrics/damerau-levenshtein';
import type { PreparedName, SegmentSimilarity } from './align-names';
import { type ComparableToken, isInitial } from './comparable-token';
import { COUNTRY_WORDS } from './country-words';
import type { MatchIndex } from './match-index';
import type { NameSegment } from './name-segments';
import { type NameReading, nameReadings } from './name-readings';
import { normaliseName } from './normalise-name';
import { preparedName } from './prepared-name';
import type { ScreeningQuery } from './screening-query';
import { similarVocabulary, TrigramCounter } from './similar-vocabulary';
import { TokenRole } from './token-roles';
import { tokenSimilarity } from './token-similarity';
import { writtenAlternatives } from './written-alternatives';

/** A name of the query, prepared against one index. */
export interface QueryName {
  /** As given, or one of its halves when written twice (see writtenAlternatives). */
  readonly text: string;
  /** The reading compared, for a name not in Latin letters (see NameReading). */
  readonly reading?: NameReading['reading'];
  readonly name: PreparedName;
  /** Similar vocabulary parts per segment; absent for particles, stopwords and initials (compared directly). */
  readonly matches: ReadonlyMap<NameSegment, ReadonlyMap<number, number>>;
  /** Every vocabulary part some segment matches: a list name holding none cannot pair identifying parts. */
  readonly matchedVocabulary: ReadonlySet<number>;
  /** The countries the name's legal forms tie it to ("Bayer AG": DE, AT, CH …). */
  readonly legalFormCountries: readonly string[];
}

const DIRECTLY_COMPARED = TokenRole.PARTICLE | TokenRole.STOPWORD | TokenRole.INITIAL;
/** A query part counts as the vocabulary part it resembles this closely, for its weight. */
const SAME_PART = 0.9;

function rarity(index: MatchIndex, matches: ReadonlyMap<number, number> | undefined): number {
  let weight = 1;
  let best = SAME_PART;
  for (const [id, similarity] of matches ?? []) {
    if (similarity >= best) [best, weight] = [similarity, index.tokenWeights[id]];
  }
  return weight;
}

/** A country is written one way, give or take a typo: "Qatar" is not "Kawthar", though their letters are close. */
const SAME_COUNTRY = 0.97;
const COUNTRY_TYPO = { edits: 1, minLength: 5 };

const isCountryTypo = (a: string, b: string) =>
  Math.min(a.length, b.length) >= COUNTRY_TYPO.minLength && damerauLevenshtein(a, b) <= COUNTRY_TYPO.edits;

/**
 * An organisation's country word pairs with that country only ("Libia" with Libya), and any other word with
 * no country. For Latin words: a name read from another script meets its country by sound alone (پاکستان).
 */
function withoutCountryLookalikes(
  index: MatchIndex,
  token: ComparableToken,
  similar: ReadonlyMap<number, number>,
): ReadonlyMap<number, number> {
  if (token.origin !== 'latin') return similar;
  const isCountry = COUNTRY_WORDS.has(token.text);
  return new Map(
    [...similar].filter(([id, similarity]) => {
      const other = index.vocabulary.tokens[id].text;
      if (similarity >= SAME_COUNTRY || !(isCountry || COUNTRY_WORDS.has(other))) return true;
      return isCountryTypo(token.text, other);
    }),
  );
}

/**
 * The query's name and aliases (and their readings, see nameReadings), normalised as its type says, each
 * part looked up in the vocabulary.
 */
export function prepareQueryNames(index: MatchIndex, query: ScreeningQuery, floor: number): QueryName[] {
  const kind = query.type === 'INDIVIDUAL' ? 'person' : 'organisation';
  const counter = new TrigramCounter(index.vocabulary.tokens.length);
  const given = new Set([query.name, ...(query.aliases ?? [])].flatMap(writtenAlternatives));
  const readings = [...given].flatMap((text) =>
    nameReadings(text, kind).map((reading) => ({ given: text, ...reading })),
  );
  return readings.flatMap(({ given: text, text: read, reading, origin }) => {
    const normalised = normaliseName(read, kind, origin);
    if (normalised.tokens.length === 0) return [];
    const base = preparedName(normalised);
    const matches = new Map<NameSegment, ReadonlyMap<number, number>>();
    for (const segment of base.segments) {
      const single = segment.end - segment.start === 1;
      if (single && base.roles[segment.start] & DIRECTLY_COMPARED) continue;
      const similar = similarVocabulary(index.vocabulary, segment.token, floor, counter);
      matches.set(
        segment,
        kind === 'organisation' ? withoutCountryLookalikes(index, segment.token, similar) : similar,
      );
    }
    const weights = base.weights.map((weight, i) => weight * rarity(index, matches.get(base.segments[i])));
    const matchedVocabulary = new Set<number>();
    for (const similar of matches.values()) for (const id of similar.keys()) matchedVocabulary.add(id);
    const legalFormCountries = normalised.legalFormCountries;
    return [{ text, reading, name: { ...base, weights }, matches, matchedVocabulary, legalFormCountries }];
  });
}

/** Segment similarity for screening: the vocabulary lookups' result, or a direct comparison where none. */
export function querySegmentSimilarity(queryName: QueryName, floor: number): SegmentSimilarity {
  return (query, listed) => {
    const matches = queryName.matches.get(query);
    if (matches !== undefined && listed.vocabularyId !== undefined && !isInitial(listed.token)) {
      return matches.get(listed.vocabularyId) ?? 0;
    }
    const similarity = tokenSimilarity(query.token, listed.token);
    return similarity >= floor ? similarity : 0;
  };
}
