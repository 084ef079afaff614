import type { Geocoder } from './geocoder';
import { NominatimGeocoder } from './nominatim-geocoder';
import { OfflineGazetteerGeocoder } from './offline-gazetteer-geocoder';

export interface GeocoderConfig {
  kind: 'offline' | 'nominatim';
  /** Base URL of the Nominatim-compatible service; required for 'nominatim'. */
  url?: string;
  /** Per request, for 'nominatim'. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 3000;

export function createGeocoder(config: GeocoderConfig): Geocoder {
  if (config.kind === 'offline') return new OfflineGazetteerGeocoder();
  if (!config.url) throw new Error('The nominatim geocoder needs a url');
  return new NominatimGeocoder({ baseUrl: config.url, timeoutMs: config.timeoutMs ?? DEFAULT_TIMEOUT_MS });
}
