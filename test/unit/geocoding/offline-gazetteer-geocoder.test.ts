import { OfflineGazetteerGeocoder } from '../../../domain/geocoding/offline-gazetteer-geocoder';

/** Great-circle distance, to compare with real-world city coordinates. */
function kilometresBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const TOLERANCE_KM = 25;

/** Real city centres (not read from the gazetteer), the country, and the city name the gazetteer uses. */
const CITY_ADDRESSES: ReadonlyArray<
  [address: string, lat: number, lng: number, countryCode: string, city: string]
> = [
  ['Friedrichstraße 43, 10117 Berlin, Germany', 52.52, 13.405, 'DE', 'Berlin'],
  ['Kurfürstendamm 21, 10719 Berlin', 52.52, 13.405, 'DE', 'Berlin'],
  ['Moscow, Russia', 55.7558, 37.6173, 'RU', 'Moscow'],
  ['Russia, Moscow, Tverskaya ul. 1', 55.7558, 37.6173, 'RU', 'Moscow'],
  ['12 Rue de Rivoli, Paris', 48.8566, 2.3522, 'FR', 'Paris'],
  ['Paris, France', 48.8566, 2.3522, 'FR', 'Paris'],
  ['Paris, Texas, USA', 33.6609, -95.5555, 'US', 'Paris'],
  ['Hamburg', 53.5511, 9.9937, 'DE', 'Hamburg'],
  ['Dubai, UAE', 25.2048, 55.2708, 'AE', 'Dubai'],
  ['Karachi, Pakistan', 24.8607, 67.0011, 'PK', 'Karachi'],
  ['Domkloster 4, 50667 Köln', 50.9375, 6.9603, 'DE', 'Köln'],
  ['Cologne, Germany', 50.9375, 6.9603, 'DE', 'Köln'],
  ['Marienplatz 1, 80331 München', 48.1374, 11.5755, 'DE', 'Munich'],
  ['Munchen, Deutschland', 48.1374, 11.5755, 'DE', 'Munich'],
  ['Munich', 48.1374, 11.5755, 'DE', 'Munich'],
  ['Hauptstr. 5, 60311 Frankfurt a.M.', 50.1109, 8.6821, 'DE', 'Frankfurt am Main'],
  ['Frankfurt, Hessen', 50.1109, 8.6821, 'DE', 'Frankfurt am Main'],
  ['Karl-Marx-Straße 1, 15230 Frankfurt (Oder)', 52.3471, 14.5506, 'DE', 'Frankfurt (Oder)'],
  ['Frankfurt an der Oder, Deutschland', 52.3471, 14.5506, 'DE', 'Frankfurt (Oder)'],
  ['Frankfurt, Brandenburg', 52.3471, 14.5506, 'DE', 'Frankfurt (Oder)'],
  ['Bahnhofstrasse 10, 8001 Zurich, Switzerland', 47.3769, 8.5417, 'CH', 'Zürich'],
  ['Stephansplatz 1, 1010 Wien, Österreich', 48.2082, 16.3738, 'AT', 'Vienna'],
  ['1600 Pennsylvania Ave NW, Washington, DC 20500', 38.8977, -77.0365, 'US', 'Washington, D.C.'],
  ['Los Angeles, CA', 34.0522, -118.2437, 'US', 'Los Angeles'],
  ['Berlin, NH', 44.4687, -71.1851, 'US', 'Berlin'],
  ['Atlanta, Georgia', 33.749, -84.388, 'US', 'Atlanta'],
  ['Tbilisi, Georgia', 41.7151, 44.8271, 'GE', 'Tbilisi'],
  ['St. Petersburg, Russian Federation', 59.9311, 30.3609, 'RU', 'Saint Petersburg'],
  ['Av. Paulista 1000, São Paulo - SP, 01310-100, Brazil', -23.5505, -46.6333, 'BR', 'São Paulo'],
  ['Kiev, Ukraine', 50.4501, 30.5234, 'UA', 'Kyiv'],
  ['Tehran, Islamic Republic of Iran', 35.6892, 51.389, 'IR', 'Tehran'],
];

/** Country-only addresses resolve to the capital, with no city. */
const COUNTRY_ADDRESSES: ReadonlyArray<[address: string, lat: number, lng: number, countryCode: string]> = [
  ['Germany', 52.52, 13.405, 'DE'],
  ['Deutschland', 52.52, 13.405, 'DE'],
  ['Russian Federation', 55.7558, 37.6173, 'RU'],
  ['USA', 38.9072, -77.0369, 'US'],
  ['UK', 51.5074, -0.1278, 'GB'],
  ['Vereinigte Arabische Emirate', 24.4539, 54.3773, 'AE'],
  ['Pakistan', 33.6844, 73.0479, 'PK'],
];

const UNRESOLVABLE = [
  '',
  '   ',
  'n/a',
  'N/A',
  '-',
  'unknown',
  'None',
  'Keine Angabe',
  'asdf qwer',
  'Some Company GmbH',
];

describe('OfflineGazetteerGeocoder', () => {
  const geocoder = new OfflineGazetteerGeocoder();

  it.each(CITY_ADDRESSES)('resolves %j to its city', async (address, lat, lng, countryCode, city) => {
    const place = await geocoder.geocode(address);

    expect(place).toMatchObject({ city, countryCode });
    expect(kilometresBetween(place!, { lat, lng })).toBeLessThan(TOLERANCE_KM);
  });

  it.each(COUNTRY_ADDRESSES)(
    'resolves the country %j to its capital',
    async (address, lat, lng, countryCode) => {
      const place = await geocoder.geocode(address);

      expect(place).toMatchObject({ city: null, countryCode });
      expect(kilometresBetween(place!, { lat, lng })).toBeLessThan(TOLERANCE_KM);
    },
  );

  it.each(UNRESOLVABLE)('returns null for %j', async (address) => {
    await expect(geocoder.geocode(address)).resolves.toBeNull();
  });

  it('tells same-named towns apart by the state an address ends with', async () => {
    const [texas, tennessee] = await Promise.all([
      geocoder.geocode('Paris, TX'),
      geocoder.geocode('Paris, Tennessee'),
    ]);

    expect(kilometresBetween(texas!, { lat: 33.6609, lng: -95.5555 })).toBeLessThan(TOLERANCE_KM);
    expect(kilometresBetween(tennessee!, { lat: 36.302, lng: -88.3267 })).toBeLessThan(TOLERANCE_KM);
  });

  it('reads a trailing two-letter code as a US state when the city lies there ("CA" is also Canada)', async () => {
    await expect(geocoder.geocode('Springfield, IL')).resolves.toMatchObject({
      countryCode: 'US',
      city: 'Springfield',
    });
    await expect(geocoder.geocode('Toronto, CA')).resolves.toMatchObject({
      countryCode: 'CA',
      city: 'Toronto',
    });
  });

  it('reads codes only at the end of an address', async () => {
    const place = await geocoder.geocode('Rue de la Paix, Lyon');

    expect(place).toMatchObject({ city: 'Lyon', countryCode: 'FR' });
  });

  it('falls back to the country when the named city is not in it', async () => {
    await expect(geocoder.geocode('Atlantis, Germany')).resolves.toMatchObject({
      city: null,
      countryCode: 'DE',
    });
  });

  it('answers well under a millisecond per address once loaded', async () => {
    await geocoder.geocode('Berlin');
    const addresses = CITY_ADDRESSES.map(([address]) => address);
    const rounds = 50;

    const started = performance.now();
    for (let round = 0; round < rounds; round++) {
      for (const address of addresses) await geocoder.geocode(address);
    }
    const perAddressMs = (performance.now() - started) / (rounds * addresses.length);

    expect(perAddressMs).toBeLessThan(1);
  });
});
