// The library's bare entry registers ~80 locales; only English names are needed, so load index + en.
import * as isoCountries from 'i18n-iso-countries/index';
import englishNames from 'i18n-iso-countries/langs/en.json';

isoCountries.registerLocale(englishNames);

/**
 * Names the lists use that the ISO English names do not cover: list house styles ("Korea, North", "Burma"),
 * former names and territories whose code the lists' own later versions use.
 */
const LIST_NAME_ALIASES: Record<string, string> = {
  burma: 'MM',
  syria: 'SY',
  'democratic peoples republic of korea': 'KP',
  dprk: 'KP',
  prc: 'CN',
  drc: 'CD',
  'bosnia herzegovina': 'BA',
  'iran islamic republic of': 'IR',
  palestinian: 'PS',
  'palestinian authority': 'PS',
  'palestinian territories': 'PS',
  'occupied palestinian territory': 'PS',
  'west bank': 'PS',
  gaza: 'PS',
  'gaza strip': 'PS',
  'united kingdom of great britain and northern ireland': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  macedonia: 'MK',
  'former yugoslav republic of macedonia': 'MK',
  moldova: 'MD',
  'cabo verde': 'CV',
  macau: 'MO',
  brunei: 'BN',
  laos: 'LA',
  'british virgin islands': 'VG',
  'comoros islands': 'KM',
  'viet nam': 'VN',
  'china hong kong special administrative region': 'HK',
  'china macao special administrative region': 'MO',
  swaziland: 'SZ',
  'east timor': 'TL',
  'ivory coast': 'CI',
  'cote d ivoire': 'CI',
};

function normalise(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/\bst\.?\s/g, 'saint ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/^the /, '');
}

let index: Map<string, string> | undefined;

function nameIndex(): Map<string, string> {
  if (index) return index;
  index = new Map();
  for (const [code, names] of Object.entries(isoCountries.getNames('en', { select: 'all' }))) {
    for (const name of names) index.set(normalise(name), code);
  }
  for (const [name, code] of Object.entries(LIST_NAME_ALIASES)) index.set(normalise(name), code);
  return index;
}

/**
 * ISO 3166-1 alpha-2 code for a country name or code as lists write it, or undefined when it names no
 * country (a region, a former state such as "Serbia and Montenegro", an adjective).
 * "Korea, North" and "Bahamas, The" are read in both orders.
 */
export function countryCode(name: string | undefined): string | undefined {
  const text = (name ?? '').trim();
  if (!text) return undefined;
  if (/^[A-Za-z]{2}$/.test(text) && isoCountries.isValid(text.toUpperCase())) return text.toUpperCase();
  const names = nameIndex();
  const direct = names.get(normalise(text));
  if (direct) return direct;
  const inverted = /^([^,]+),\s*([^,]+)$/.exec(text);
  return inverted ? names.get(normalise(`${inverted[2]} ${inverted[1]}`)) : undefined;
}

/** Flag emoji of an alpha-2 code ('EU' and 'UN' have flags too). */
export function flagEmoji(code: string): string {
  return [...code.toUpperCase()].map((c) => String.fromCodePoint(0x1f1e6 + c.charCodeAt(0) - 65)).join('');
}
