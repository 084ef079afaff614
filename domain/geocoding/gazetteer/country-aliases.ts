/**
 * Country names seen in addresses that i18n-iso-countries' English and German lists lack
 * (constituent countries, former and short names, and the country's own name where addresses
 * often carry it), by ISO 3166-1 alpha-2 code.
 */
export const COUNTRY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  GB: ['Britain', 'England', 'Scotland', 'Wales', 'Northern Ireland', 'Schottland', 'Nordirland'],
  US: ['America', 'Amerika', 'United States of America'],
  AE: ['VAE', 'Emirates', 'Emirate'],
  KR: ['Korea', 'Republik Korea'],
  KP: ['DPRK', "Democratic People's Republic of Korea"],
  CN: ['PRC', 'Volksrepublik China'],
  CD: ['DR Congo', 'DRC', 'Demokratische Republik Kongo'],
  DE: ['Federal Republic of Germany', 'Bundesrepublik Deutschland'],
  NL: ['Holland', 'Nederland'],
  BY: ['Weißrussland'],
  SY: ['Syria', 'Syrien'],
  LA: ['Laos'],
  MD: ['Moldova', 'Republic of Moldova'],
  FM: ['Micronesia'],
  BN: ['Brunei'],
  VA: ['Vatican', 'Vatican City', 'Holy See', 'Vatikan'],
  MK: ['Macedonia', 'Mazedonien'],
  MM: ['Burma', 'Birma'],
  SZ: ['Swaziland', 'Swasiland'],
  CV: ['Cabo Verde'],
  TL: ['East Timor'],
  PS: ['Palästina'],
  VN: ['Viet Nam'],
  MO: ['Macau'],
  IT: ['Italia'],
  ES: ['España'],
  BR: ['Brasil'],
  PL: ['Polska'],
  CH: ['Suisse', 'Svizzera'],
  BE: ['Belgique', 'België'],
  SE: ['Sverige'],
  NO: ['Norge'],
  DK: ['Danmark'],
  FI: ['Suomi'],
  CZ: ['Česko'],
  HU: ['Magyarország'],
  HR: ['Hrvatska'],
  RS: ['Srbija'],
  RU: ['Rossiya'],
};

/** Names in those lists that are also everyday words of addresses ("Long Island" is not Iceland). */
export const AMBIGUOUS_COUNTRY_NAMES: ReadonlySet<string> = new Set(['island']);
