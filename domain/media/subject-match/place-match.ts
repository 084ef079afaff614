import type { Gazetteer } from '../../geocoding/gazetteer/gazetteer';
import type { SubjectPlaceRecord } from '../../subjects/subject-record';
import { contextOf, nameKeys, type ArticleText } from './article-text';
import { greatCircleDistance, type Distance } from './great-circle-distance';
import type { MatchType } from './match-types';
import { best, scored } from './match-scale';
import type { CityMention } from './place-mentions';
import type { SubjectMatch } from './subject-match';

export type PlaceMatch = SubjectMatch['place'];

/** Upper bounds in km of each agreeing type; beyond the last, places disagree. */
const DISTANCE_STEPS: ReadonlyArray<readonly [km: number, type: MatchType]> = [
  [10, 'TOTAL_MATCH'],
  [50, 'STRONG_MATCH'],
  [150, 'MODERATE_MATCH'],
  [500, 'WEAK_MATCH'],
];

interface ArticleCity {
  city: number;
  placeId: string;
  name: string;
  /** The city as the article writes it ("Cologne" for the gazetteer's "Köln"). */
  written: string;
  countryCode: string;
  description: string;
}

/**
 * Each geocoded subject place against each city the article names, by great-circle distance: within
 * 10 km TOTAL_MATCH, 50 km STRONG_MATCH, 150 km MODERATE_MATCH, 500 km WEAK_MATCH; farther in the same
 * country WEAK_MISMATCH, farther in another country STRONG_MISMATCH. A subject place without coordinates
 * compares by its words: it names the city (TOTAL_MATCH), or its country agrees (WEAK_MATCH) or differs
 * (WEAK_MISMATCH), else NO_DATA. The sub-object takes the best pair: one nearby city is enough.
 */
export function matchPlaces(
  subjectPlaces: readonly SubjectPlaceRecord[],
  article: ArticleText,
  cityMentions: readonly CityMention[],
  gazetteer: Gazetteer,
): PlaceMatch {
  const articleCities = distinctCities(article, cityMentions, gazetteer);
  const matches = subjectPlaces.flatMap((subjectPlace) => {
    const subjectWords = ` ${nameKeys(subjectPlace.place).join(' ')} `;
    const { lat, lng } = subjectPlace;
    return articleCities.map((articleCity) => {
      const { cities } = gazetteer;
      const distance =
        lat === null || lng === null
          ? null
          : greatCircleDistance(
              { lat, lng },
              {
                lat: cities.lat[articleCity.city]!,
                lng: cities.lng[articleCity.city]!,
              },
            );
      const namesCity = [articleCity.name, articleCity.written].some((name) =>
        subjectWords.includes(` ${nameKeys(name).join(' ')} `),
      );
      const sameCountry =
        subjectPlace.countryCode === null ? null : subjectPlace.countryCode === articleCity.countryCode;
      return {
        ...scored(pairType(distance, namesCity, sameCountry)),
        distance,
        matchingValues: [
          ...(namesCity ? [{ value: articleCity.name }] : []),
          ...(sameCountry === true ? [{ value: articleCity.countryCode }] : []),
        ],
        subjectPlaceId: subjectPlace.id,
        articlePlaceId: articleCity.placeId,
      };
    });
  });
  return {
    ...best(matches),
    matches,
    subjectPlaces: subjectPlaces.map(({ id, description, place, lat, lng }) => ({
      placeId: id,
      description,
      place,
      lat,
      lng,
    })),
    articlePlaces: articleCities.map(({ placeId, name, countryCode, description }) => ({
      placeId,
      description,
      place: `${name}, ${countryCode}`,
    })),
  };
}

function pairType(distance: Distance | null, namesCity: boolean, sameCountry: boolean | null): MatchType {
  if (distance !== null) {
    const step = DISTANCE_STEPS.find(([km]) => distance.kilometers <= km);
    if (step !== undefined) return step[1];
    return sameCountry === false ? 'STRONG_MISMATCH' : 'WEAK_MISMATCH';
  }
  if (namesCity) return 'TOTAL_MATCH';
  if (sameCountry === null) return 'NO_DATA';
  return sameCountry ? 'WEAK_MATCH' : 'WEAK_MISMATCH';
}

/** Each city once, in the order the article first names it, with the words around that first mention. */
function distinctCities(
  article: ArticleText,
  mentions: readonly CityMention[],
  gazetteer: Gazetteer,
): ArticleCity[] {
  const seen = new Map<number, ArticleCity>();
  for (const { city, first, last } of mentions) {
    if (seen.has(city)) continue;
    const start = article.tokens[first]!.start;
    const end = article.tokens[last]!.end;
    seen.set(city, {
      city,
      placeId: `article-place-${seen.size + 1}`,
      name: gazetteer.cities.names[city] ?? article.text.slice(start, end),
      written: article.text.slice(start, end),
      countryCode: gazetteer.cities.countryCode(city),
      description: contextOf(article, start, end),
    });
  }
  return [...seen.values()];
}
