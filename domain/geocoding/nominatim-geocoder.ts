import { z } from 'zod';
import type { GeocodedPlace, Geocoder } from './geocoder';
import { GeocoderUnavailableError } from './geocoder-unavailable.error';

export interface NominatimGeocoderOptions {
  /** E.g. "https://nominatim.example.org"; `/search` is appended. */
  baseUrl: string;
  timeoutMs: number;
}

/** Nominatim's usage policy asks every client to identify itself. */
const USER_AGENT = 'screening-platform/0.1.0 (compliance screening; geocodes subject addresses)';

const coordinate = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/)
  .transform(Number);

/** The part of a `format=jsonv2&addressdetails=1` search result the platform uses. */
const searchResults = z.array(
  z.object({
    lat: coordinate,
    lon: coordinate,
    address: z
      .object({
        city: z.string(),
        town: z.string(),
        village: z.string(),
        municipality: z.string(),
        country_code: z.string(),
      })
      .partial()
      .optional(),
  }),
);
type SearchResult = z.infer<typeof searchResults>[number];

/** Geocodes through a Nominatim-compatible HTTP service (`GET /search`). */
export class NominatimGeocoder implements Geocoder {
  private readonly searchUrl: string;

  constructor(private readonly options: NominatimGeocoderOptions) {
    this.searchUrl = `${options.baseUrl.replace(/\/+$/, '')}/search`;
  }

  async geocode(address: string): Promise<GeocodedPlace | null> {
    if (address.trim() === '') return null;
    const query = new URLSearchParams({ q: address, format: 'jsonv2', limit: '1', addressdetails: '1' });
    const body = await this.fetchJson(`${this.searchUrl}?${query}`);
    const parsed = searchResults.safeParse(body);
    if (!parsed.success)
      throw new GeocoderUnavailableError('The geocoder answered with an unexpected body', parsed.error);
    const [first] = parsed.data;
    return first === undefined ? null : toGeocodedPlace(first);
  }

  private async fetchJson(url: string): Promise<unknown> {
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    const headers = { 'User-Agent': USER_AGENT, Accept: 'application/json' };
    const response = await fetch(url, { headers, signal }).catch((error: unknown) => {
      throw this.unavailable(error, 'The geocoder could not be reached');
    });
    if (!response.ok) {
      void response.body?.cancel().catch(() => undefined); // frees the connection; the body is of no use
      throw new GeocoderUnavailableError(`The geocoder answered HTTP ${response.status}`);
    }
    return response.json().catch((error: unknown) => {
      throw this.unavailable(error, 'The geocoder answered with a body that is not JSON');
    });
  }

  private unavailable(error: unknown, message: string): GeocoderUnavailableError {
    if (errorField(error, 'name') === 'TimeoutError') {
      return new GeocoderUnavailableError(
        `The geocoder did not answer within ${this.options.timeoutMs} ms`,
        error,
      );
    }
    // fetch reports "fetch failed" and keeps the reason (ECONNREFUSED, ...) as its cause.
    const reason = errorField(errorField(error, 'cause') ?? error, 'message') ?? String(error);
    return new GeocoderUnavailableError(`${message}: ${String(reason)}`, error);
  }
}

/** Read by field, not `instanceof Error`: fetch's errors may come from another realm (e.g. under jest). */
function errorField(error: unknown, field: 'name' | 'message' | 'cause'): unknown {
  return typeof error === 'object' && error !== null && field in error
    ? (error as Record<typeof field, unknown>)[field]
    : undefined;
}

function toGeocodedPlace({ lat, lon, address }: SearchResult): GeocodedPlace {
  return {
    lat,
    lng: lon,
    city: address?.city ?? address?.town ?? address?.village ?? address?.municipality ?? null,
    countryCode: address?.country_code?.toUpperCase() ?? null,
  };
}
