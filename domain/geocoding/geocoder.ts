/** Where a free-text address lies. */
export interface GeocodedPlace {
  lat: number;
  lng: number;
  /** Null when only the country could be told: the point then stands for the country. */
  city: string | null;
  /** ISO 3166-1 alpha-2. */
  countryCode: string | null;
}

/** Turns addresses into coordinates; an offline gazetteer or a network service, chosen by configuration. */
export interface Geocoder {
  /** Null when nothing in the address could be resolved; never throws for unresolvable input. */
  geocode(address: string): Promise<GeocodedPlace | null>;
}
