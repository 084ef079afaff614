import { overlaps, type AddressReading, type WordSpan } from './address-reading';
import { canNameCity, isStreetLine } from './address-words';
import type { CityNameIndex } from './city-name-index';
import type { CityTable } from './city-table';
import { keyOfTokens } from './place-text';
import type { RegionRef } from './region-dictionary';

/** Why one reading of the address beats another, most important first; compared in order. */
type Rank = readonly [
  /** Regions named elsewhere in the address that contain the city ("Paris" + "Texas"). */
  regionsAgreeing: number,
  /** 1 when found outside a street line: "12 Rue de Rivoli, Paris" is Paris, not Rivoli (Piedmont). */
  onTownLine: number,
  /** "Frankfurt am Main" beats "Main"; "New York" beats "York". */
  wordsMatched: number,
  /** 1 when the words also name the city's own state: "Hamburg" the Land holds Hamburg, not Hamburg, Arkansas. */
  inOwnRegion: number,
  population: number,
];

/**
 * The best city named by any run of words of the address. A city must lie in every region the
 * address names elsewhere; words naming a country are never read as a city.
 */
export function findCity(
  reading: AddressReading,
  table: CityTable,
  names: CityNameIndex,
): number | undefined {
  let best: { city: number; rank: Rank } | undefined;
  reading.segments.forEach((tokens, segment) => {
    const onTownLine = isStreetLine(tokens) ? 0 : 1;
    for (let start = 0; start < tokens.length; start++) {
      for (let end = start + 1; end <= Math.min(tokens.length, start + names.longestKeyWords); end++) {
        const span: WordSpan = { segment, start, end };
        const words = tokens.slice(start, end);
        if (words.some((word) => word.hasDigit)) break;
        if (reading.regions.some((region) => region.entry.isCountry && overlaps(region, span))) break;
        if (!canNameCity(words)) continue;
        for (const city of names.citiesNamed(keyOfTokens(words))) {
          const rank = rankCity(city, span, onTownLine, reading, table);
          if (rank !== undefined && (best === undefined || isBetter(rank, best.rank))) best = { city, rank };
        }
      }
    }
  });
  return best?.city;
}

function rankCity(
  city: number,
  span: WordSpan,
  onTownLine: number,
  reading: AddressReading,
  table: CityTable,
): Rank | undefined {
  let regionsAgreeing = 0;
  let inOwnRegion = 0;
  for (const region of reading.regions) {
    const contains = region.entry.places.some((place) => isInRegion(city, place, table));
    if (overlaps(region, span)) inOwnRegion = contains ? 1 : inOwnRegion;
    else if (contains) regionsAgreeing++;
    else return undefined;
  }
  return [regionsAgreeing, onTownLine, span.end - span.start, inOwnRegion, table.population[city] ?? 0];
}

function isInRegion(city: number, region: RegionRef, table: CityTable): boolean {
  return (
    table.countryCode(city) === region.countryCode &&
    (region.adminCode === null || table.adminCode(city) === region.adminCode)
  );
}

function isBetter(rank: Rank, than: Rank): boolean {
  const differing = rank.findIndex((value, index) => value !== than[index]);
  return differing >= 0 && rank[differing]! > than[differing]!;
}
