import { CITY_EXONYMS } from './city-exonyms';
import { cityNameKeys } from './city-name-keys';
import type { CityTable } from './city-table';
import { placeKey } from './place-text';

const NO_CITIES: readonly number[] = [];

/**
 * Name key → city numbers. Most keys name one city, so a lone number is stored without an array:
 * this halves the index's heap.
 */
export class CityNameIndex {
  private readonly citiesByKey = new Map<string, number | number[]>();
  private longestKey = 0;

  static build(table: CityTable): CityNameIndex {
    const index = new CityNameIndex();
    table.names.forEach((name, city) => cityNameKeys(name).forEach((key) => index.add(key, city)));
    for (const [exonym, name, country] of CITY_EXONYMS) {
      const city = index.largestCityNamed(table, name, country);
      if (city !== undefined) cityNameKeys(exonym).forEach((key) => index.add(key, city));
    }
    return index;
  }

  /** Most words in any key: longer word runs of an address need not be looked up. */
  get longestKeyWords(): number {
    return this.longestKey;
  }

  citiesNamed(key: string): readonly number[] {
    const cities = this.citiesByKey.get(key);
    if (cities === undefined) return NO_CITIES;
    return typeof cities === 'number' ? [cities] : cities;
  }

  private add(key: string, city: number): void {
    const cities = this.citiesByKey.get(key);
    if (cities === undefined) this.citiesByKey.set(key, city);
    else if (typeof cities === 'number') {
      if (cities !== city) this.citiesByKey.set(key, [cities, city]);
    } else if (!cities.includes(city)) cities.push(city);
    this.longestKey = Math.max(this.longestKey, wordCount(key));
  }

  private largestCityNamed(table: CityTable, name: string, country: string): number | undefined {
    const inCountry = this.citiesNamed(placeKey(name)).filter((city) => table.countryCode(city) === country);
    return inCountry.reduce<number | undefined>(
      (largest, city) =>
        largest === undefined || table.population[city]! > table.population[largest]! ? city : largest,
      undefined,
    );
  }
}

function wordCount(key: string): number {
  let words = 1;
  for (let at = key.indexOf(' '); at >= 0; at = key.indexOf(' ', at + 1)) words++;
  return words;
}
