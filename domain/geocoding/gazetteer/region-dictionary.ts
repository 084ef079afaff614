import * as isoCountries from 'i18n-iso-countries/index';
import englishCountryNames from 'i18n-iso-countries/langs/en.json';
import germanCountryNames from 'i18n-iso-countries/langs/de.json';
import { ADMIN_REGIONS } from './admin-regions';
import { AMBIGUOUS_COUNTRY_NAMES, COUNTRY_ALIASES } from './country-aliases';
import { placeKey } from './place-text';

/** A country, or a region within one when adminCode is set. */
export interface RegionRef {
  readonly countryCode: string;
  readonly adminCode: string | null;
}

/** What a name of a region stands for. "Georgia" is a country and a US state; "CA" is Canada and California. */
export interface RegionEntry {
  /** The words name a country, so they are no city name ("Germany"); a state may share its city's name ("Berlin"). */
  readonly isCountry: boolean;
  readonly places: readonly RegionRef[];
}

/** Codes and abbreviations are plain words too ("IN", "are", "de"), so they count only at an address's end. */
const LONGEST_CODE_LENGTH = 3;

/** Country names (English and German, with common aliases), ISO codes, US states and German Länder. */
export class RegionDictionary {
  private readonly entriesByName = new Map<string, RegionEntry>();
  private readonly entriesByCode = new Map<string, RegionEntry>();
  private longestName = 0;

  static build(): RegionDictionary {
    // The package's Node entry registers all ~80 locales; the geocoder reads only English and German.
    isoCountries.registerLocale(englishCountryNames);
    isoCountries.registerLocale(germanCountryNames);
    const dictionary = new RegionDictionary();
    const englishNames = isoCountries.getNames('en', { select: 'all' });
    const germanNames = isoCountries.getNames('de', { select: 'all' });
    for (const alpha2 of Object.keys(isoCountries.getAlpha2Codes())) {
      const country: RegionRef = { countryCode: alpha2, adminCode: null };
      const names = [
        ...(englishNames[alpha2] ?? []),
        ...(germanNames[alpha2] ?? []),
        ...(COUNTRY_ALIASES[alpha2] ?? []),
        alpha2,
        isoCountries.alpha2ToAlpha3(alpha2) ?? '',
      ];
      for (const name of names) dictionary.add(name, country, true);
    }
    for (const region of ADMIN_REGIONS) {
      const place: RegionRef = { countryCode: region.countryCode, adminCode: region.adminCode };
      for (const name of region.names) dictionary.add(name, place, false);
    }
    return dictionary;
  }

  /** A full name such as "Germany", "Russian Federation", "Texas", "Nordrhein-Westfalen". */
  byName(key: string): RegionEntry | undefined {
    return this.entriesByName.get(key);
  }

  /** A code or abbreviation such as "DE", "DEU", "USA", "UAE", "TX", "NRW". */
  byCode(key: string): RegionEntry | undefined {
    return this.entriesByCode.get(key);
  }

  /** Most words in any name: longer word runs of an address need not be looked up. */
  get longestNameWords(): number {
    return this.longestName;
  }

  private add(name: string, place: RegionRef, isCountry: boolean): void {
    const key = placeKey(name);
    if (key.length === 0 || AMBIGUOUS_COUNTRY_NAMES.has(key)) return;
    const isCode = !key.includes(' ') && key.length <= LONGEST_CODE_LENGTH;
    const entries = isCode ? this.entriesByCode : this.entriesByName;
    const known = entries.get(key);
    const samePlace = (ref: RegionRef) =>
      ref.countryCode === place.countryCode && ref.adminCode === place.adminCode;
    if (known?.places.some(samePlace)) return;
    entries.set(key, {
      isCountry: isCountry || (known?.isCountry ?? false),
      places: [...(known?.places ?? []), place],
    });
    if (!isCode) this.longestName = Math.max(this.longestName, key.split(' ').length);
  }
}
