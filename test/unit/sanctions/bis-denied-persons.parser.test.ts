import {
  ListParseError,
  type ListParseResult,
  parseBisDeniedPersons,
  readBundledSnapshot,
} from '../../../domain/sanctions/ingest';
import { findEntity } from './find-entity';

describe('parseBisDeniedPersons on the bundled dpl.txt', () => {
  let result: ListParseResult;

  beforeAll(() => {
    result = parseBisDeniedPersons(readBundledSnapshot('dpl.txt.gz'));
  });

  it('groups the 665 address rows into 546 denial orders (a name and its effective date)', () => {
    expect(result.counts.total).toBe(546);
    expect(result.entities.reduce((n, e) => n + e.addresses.length, 0)).toBe(660);
    expect(result.counts.bySchema.VESSEL + result.counts.bySchema.AIRCRAFT).toBe(0);
    expect(result.entities.every((e) => e.schemaInferred)).toBe(true);
    expect(result.dataset).toMatchObject({ name: 'us_bis_denied', updatedAt: '2023-11-28' });
  });

  it('joins the addresses of one order and reads its dates month first', () => {
    expect(findEntity(result.entities, 'issam-shammout-2023-10-31')).toMatchObject({
      name: 'ISSAM SHAMMOUT',
      schema: 'INDIVIDUAL',
      listedOn: '2023-10-31',
      endDate: '2024-10-30',
      countries: ['GB', 'LB', 'TR', 'SY'],
      addresses: [
        { full: '17-18 MARGARET STREET, 4TH FLOOR, LONDON, W1W 8RP, GB', countryCode: 'GB' },
        { full: 'AL KOLAA, BEIRUT, 151515, LB', countryCode: 'LB' },
        {
          full: 'CUMHURIYET MAH. KAVAKLI SAN ST. FULYA, CAD. HAZAR SOK. NO. 14/A SILIVRI, ISTANBUL, TR',
          countryCode: 'TR',
        },
        { full: 'PHILIPS BUILDING, 4TH FLOOR, AL FARDOUS STREET, DAMASCUS, SY', countryCode: 'SY' },
      ],
      topics: [{ topicId: 'export.control', category: 'export', label: 'Export controlled' }],
      programs: [
        expect.objectContaining({
          programId: 'DPL',
          issuerAcronym: 'BIS',
          measures: ['denial of export privileges'],
        }),
      ],
    });
  });

  it('keeps spellings of one order as aliases and tells companies by their name', () => {
    expect(findEntity(result.entities, 'al-naser-airlines-2023-10-31')).toMatchObject({
      name: 'AL NASER AIRLINES',
      schema: 'ORGANISATION',
      aliases: [{ name: 'AL-NASER AIRLINES', quality: 'strong' }],
    });
    // The same name under two denial orders stays two listings.
    expect(result.entities.filter((e) => e.name === 'I. ASH').map((e) => e.listedOn)).toEqual([
      '2003-06-19',
      '2002-03-04',
    ]);
  });

  it('throws ListParseError for a file without the DPL columns', () => {
    expect(() => parseBisDeniedPersons('Name\tAddress\nX\tY\n')).toThrow(ListParseError);
    expect(() => parseBisDeniedPersons('')).toThrow(ListParseError);
  });
});
