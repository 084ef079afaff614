import { createGeocoder } from '../../../domain/geocoding/create-geocoder';
import { NominatimGeocoder } from '../../../domain/geocoding/nominatim-geocoder';
import { OfflineGazetteerGeocoder } from '../../../domain/geocoding/offline-gazetteer-geocoder';

describe('createGeocoder', () => {
  it('builds the offline gazetteer geocoder', () => {
    expect(createGeocoder({ kind: 'offline' })).toBeInstanceOf(OfflineGazetteerGeocoder);
  });

  it('builds the Nominatim geocoder for a URL', () => {
    expect(
      createGeocoder({ kind: 'nominatim', url: 'http://127.0.0.1:8088', timeoutMs: 500 }),
    ).toBeInstanceOf(NominatimGeocoder);
  });

  it('refuses a Nominatim geocoder without a URL', () => {
    expect(() => createGeocoder({ kind: 'nominatim' })).toThrow('needs a url');
  });
});
