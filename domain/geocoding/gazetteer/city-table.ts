import type { CityRecord } from './city-records-reader';

/**
 * The gazetteer's cities as columns indexed by city number: a few typed arrays and one array of names
 * instead of ~135k objects, which keeps the loaded gazetteer small.
 */
export class CityTable {
  constructor(
    readonly names: readonly string[],
    readonly lat: Float64Array,
    readonly lng: Float64Array,
    readonly population: Uint32Array,
    private readonly countryIds: Uint8Array,
    private readonly countryCodes: readonly string[],
    private readonly adminIds: Uint16Array,
    private readonly adminCodes: readonly string[],
    /** Country code → the city that stands for the whole country. */
    private readonly countryRepresentatives: ReadonlyMap<string, number>,
  ) {}

  countryCode(city: number): string {
    return this.countryCodes[this.countryIds[city] ?? -1] ?? '';
  }

  adminCode(city: number): string {
    return this.adminCodes[this.adminIds[city] ?? -1] ?? '';
  }

  /** The capital, or the most populous city where the data names no capital. */
  representativeCity(countryCode: string): number | undefined {
    return this.countryRepresentatives.get(countryCode);
  }
}

/** Collects records into a CityTable. */
export class CityTableBuilder {
  private readonly names: string[] = [];
  private readonly lat: number[] = [];
  private readonly lng: number[] = [];
  private readonly population: number[] = [];
  private readonly countryIds: number[] = [];
  private readonly adminIds: number[] = [];
  private readonly countryCodes = new CodeInterner(0xff);
  private readonly adminCodes = new CodeInterner(0xffff);
  private readonly capitals = new Map<string, number>();
  private readonly largest = new Map<string, number>();

  add(record: CityRecord): void {
    const city = this.names.length;
    this.names.push(record.name);
    this.lat.push(record.lat);
    this.lng.push(record.lng);
    this.population.push(record.population);
    this.countryIds.push(this.countryCodes.idOf(record.country));
    this.adminIds.push(this.adminCodes.idOf(record.adminCode));
    if (record.featureCode === 'PPLC') this.keepLarger(this.capitals, record.country, city);
    this.keepLarger(this.largest, record.country, city);
  }

  build(): CityTable {
    return new CityTable(
      this.names,
      Float64Array.from(this.lat),
      Float64Array.from(this.lng),
      Uint32Array.from(this.population),
      Uint8Array.from(this.countryIds),
      this.countryCodes.codes(),
      Uint16Array.from(this.adminIds),
      this.adminCodes.codes(),
      new Map([...this.largest, ...this.capitals]),
    );
  }

  private keepLarger(best: Map<string, number>, country: string, city: number): void {
    const current = best.get(country);
    if (current === undefined || this.population[city]! > this.population[current]!) best.set(country, city);
  }
}

/** Numbers the distinct codes so each city stores one or two bytes instead of a string. */
class CodeInterner {
  private readonly ids = new Map<string, number>();

  constructor(private readonly maxId: number) {}

  idOf(code: string): number {
    let id = this.ids.get(code);
    if (id === undefined) {
      id = this.ids.size;
      if (id > this.maxId) throw new Error(`Gazetteer: more than ${this.maxId + 1} distinct codes`);
      this.ids.set(code, id);
    }
    return id;
  }

  codes(): string[] {
    return Array.from(this.ids.keys());
  }
}
