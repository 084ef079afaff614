import {
  isSuspiciousShrink,
  ListParseError,
  type ListParseResult,
  parseOfacSdn,
  readBundledSnapshot,
} from '../../../domain/sanctions/ingest';
import { findEntity } from './find-entity';

describe('parseOfacSdn on the bundled SDN snapshot (2021-07)', () => {
  let result: ListParseResult;

  beforeAll(() => {
    result = parseOfacSdn({
      sdn: readBundledSnapshot('sdn.csv.gz'),
      add: readBundledSnapshot('add.csv.gz'),
      alt: readBundledSnapshot('alt.csv.gz'),
      comments: readBundledSnapshot('sdn_comments.csv.gz'),
    });
  });

  it('reads every entry with its type: 8,976 = 4,620 individuals, 3,673 entities, 406 vessels, 277 aircraft', () => {
    expect(result.counts.total).toBe(8976);
    expect(result.counts.bySchema).toEqual({
      INDIVIDUAL: 4620,
      ORGANISATION: 3673,
      VESSEL: 406,
      AIRCRAFT: 277,
    });
    expect(result.dataset.name).toBe('us_ofac_sdn');
    expect(new Set(result.entities.map((e) => e.sourceId)).size).toBe(8976);
  });

  it('attaches the 13,837 address rows and 11,910 alternate names to their entries', () => {
    const sum = (count: (e: (typeof result.entities)[number]) => number) =>
      result.entities.reduce((total, e) => total + count(e), 0);
    // Of the 13,837 rows, 2,397 are empty and 1,855 name only a country (kept in `countries`).
    expect(sum((e) => e.addresses.length)).toBe(9585);
    // alt.csv: 11,523 aka + 18 nka (strong aliases, 6 repeated spellings dropped) and 369 fka.
    expect(sum((e) => e.aliases.filter((a) => a.quality === 'strong').length)).toBe(11535);
    expect(sum((e) => e.previousNames.length)).toBe(393);
    expect(result.warnings.join()).not.toMatch(/refer to no SDN entry/);
  });

  it('files the remarks of a person: DOB, POB, nationality, gender, passport, national id, links', () => {
    const qasemi = findEntity(result.entities, '11786');
    expect(qasemi).toMatchObject({
      name: 'QASEMI, Rostam',
      schema: 'INDIVIDUAL',
      birthDates: [{ kind: 'exact', date: '1964-05-22' }],
      placesOfBirth: ['Lamerd, Iran'],
      nationalities: ['IR'],
      countries: ['IR'],
      addresses: [],
      gender: 'male',
      linkedTo: ['SOLEIMANI, Qasem', 'ISLAMIC REVOLUTIONARY GUARD CORPS (IRGC)-QODS FORCE'],
      sourceUrls: ['https://sanctionssearch.ofac.treas.gov/Details.aspx?id=11786'],
    });
    expect(qasemi.identifiers).toEqual([
      { type: 'passport', value: 'A2463775', label: 'Passport', country: 'IR' },
      { type: 'national_id', value: '6579726970', label: 'National ID No.', country: 'IR' },
    ]);
    expect(qasemi.aliases.map((a) => a.name)).toEqual(['GHASEMI MOHAMMADALI, ROSTAM', 'GHASEMI, Rostam']);
    expect(qasemi.programs.map((p) => p.programId)).toEqual([
      'SDN-SDGT',
      'SDN-NPWMD',
      'SDN-IRGC',
      'SDN-IFSR',
    ]);
    expect(qasemi.programs[0]).toMatchObject({
      title: 'Specially Designated Global Terrorists (E.O. 13224)',
      issuerAcronym: 'OFAC',
      issuerOrganisation: 'U.S. Department of the Treasury',
      issuerTerritory: 'US',
      measures: ['asset freeze', 'prohibition of dealings with U.S. persons'],
    });
    expect(qasemi.topics.map((t) => t.topicId)).toEqual(['sanction']);
    expect(qasemi.notes).toEqual(['Additional Sanctions Information - Subject to Secondary Sanctions']);
  });

  it('reads a vessel: IMO, MMSI, call sign, flag, former flags, type, tonnages, former names', () => {
    expect(findEntity(result.entities, '15036')).toMatchObject({
      name: 'ARTAVIL',
      schema: 'VESSEL',
      imoNumbers: ['9187629'],
      mmsis: ['572469210'],
      callSigns: ['T2EU4'],
      flags: ['IR'],
      pastFlags: ['MT', 'TV', 'TZ'],
      vesselTypes: ['Crude/Oil Products Tanker'],
      deadweightTonnage: 99144,
      grossRegisteredTonnage: 56068,
      previousNames: ['ALPHA', 'ABADAN', 'SHONA'],
      linkedTo: ['NATIONAL IRANIAN TANKER COMPANY'],
    });
    expect(result.warnings.join()).toMatch(/None Identified/);
  });

  it('keeps the precision of birth dates: circa, year ranges, whole-year day ranges', () => {
    expect(findEntity(result.entities, '7846').birthDates).toEqual([{ kind: 'circa', year: 1957 }]);
    expect(findEntity(result.entities, '15496').birthDates).toEqual([
      { kind: 'range', from: '1929', to: '1930', circa: false },
    ]);
    // "DOB 01 Jan 1961 to 31 Dec 1962" is OFAC's way of saying 1961 to 1962.
    expect(findEntity(result.entities, '15962').birthDates).toEqual([
      { kind: 'range', from: '1961', to: '1962', circa: false },
    ]);
    expect(findEntity(result.entities, '11748').birthDates).toEqual([
      { kind: 'range', from: '1979', to: '1982', circa: true },
      { kind: 'year', year: 1982 },
    ]);
  });

  it('reads organisations: SWIFT/BIC, company number, websites, weak a.k.a. from the remarks', () => {
    expect(findEntity(result.entities, '906')).toMatchObject({
      schema: 'ORGANISATION',
      identifiers: [
        { type: 'swift_bic', value: 'HAVIGB2L' },
        { type: 'registration', value: '01074897', label: 'Company Number', country: 'GB' },
      ],
      websites: ['www.havanaintbank.co.uk', 'www.hib.uk.com'],
      countries: ['GB', 'CU'],
    });
    expect(findEntity(result.entities, '306').aliases).toEqual(
      expect.arrayContaining([
        { name: 'BNC', quality: 'weak' },
        { name: 'NATIONAL BANK OF CUBA', quality: 'strong' },
      ]),
    );
  });

  it("describes an organisation by OFAC's Organization Type, not as a note", () => {
    // 29020: "Website www.facebook.com/ZKGrandTown/; Organization Established Date 2017; Organization Type: …".
    expect(findEntity(result.entities, '29020')).toMatchObject({
      name: 'GRAND TOWN TOURIST CITY',
      descriptions: ['Organization Type: Real estate activities on a fee or contract basis'],
      educations: [],
      religions: [],
      websites: ['www.facebook.com/ZKGrandTown/'],
      incorporationDates: [{ kind: 'year', year: 2017 }],
      notes: [],
    });
  });

  it('continues remarks cut off in sdn.csv with sdn_comments.csv, mid-word', () => {
    // sdn.csv ends "a.k.a. 'snowsjo", sdn_comments.csv goes on "hn'; Linked To: LAZARUS GROUP."
    const park = findEntity(result.entities, '28263');
    expect(park.aliases).toEqual(expect.arrayContaining([{ name: 'snowsjohn', quality: 'weak' }]));
    expect(park.linkedTo).toEqual(['LAZARUS GROUP']);
    // sdn.csv ends "…; P", the overflow starts "hone Number 8613314257947; …".
    const li = findEntity(result.entities, '28264');
    expect(li.notes).toEqual(expect.arrayContaining(['Phone Number 8613314257947']));
    expect(li.identifiers).toEqual(
      expect.arrayContaining([
        { type: 'national_id', value: '210302198701102136', label: 'Identification Number', country: 'CN' },
      ]),
    );
  });

  it('reads aircraft serial numbers and e-mail and digital currency addresses', () => {
    expect(findEntity(result.entities, '15431')).toMatchObject({
      schema: 'AIRCRAFT',
      identifiers: [
        {
          type: 'other',
          value: '8401',
          label: 'Aircraft Construction Number (also called L/N or S/N or F/N)',
        },
        { type: 'other', value: '1023409321', label: "Aircraft Manufacturer's Serial Number (MSN)" },
      ],
      descriptions: ['Aircraft Model IL76-TD'],
      notes: ['Aircraft Manufacture Date 1992', 'Aircraft Operator YAS AIR'],
    });
    const andreyev = findEntity(result.entities, '29703');
    expect(andreyev.identifiers.filter((i) => i.type === 'email').length).toBeGreaterThan(0);
    expect(andreyev.identifiers).toEqual(
      expect.arrayContaining([
        {
          type: 'digital_currency',
          value: 'LWnbjLYUfqeokfbWM4FcU7uk2FP2DSxuWS',
          label: 'Digital Currency Address - LTC',
        },
      ]),
    );
  });

  it('throws ListParseError for malformed files', () => {
    expect(() => parseOfacSdn({ sdn: '<html>Service unavailable</html>' })).toThrow(ListParseError);
    expect(() => parseOfacSdn({ sdn: '36,"AEROCARIBBEAN AIRLINES","spaceship","CUBA"' })).toThrow(
      ListParseError,
    );
    expect(() => parseOfacSdn({ sdn: '' })).toThrow(ListParseError);
    expect(() => parseOfacSdn({ sdn: 'not,an,ofac,file' })).toThrow(
      expect.objectContaining({ name: 'ListParseError', dataset: 'us_ofac_sdn' }),
    );
  });

  it('makes a truncated download fail or show as a shrink', () => {
    const sdn = readBundledSnapshot('sdn.csv.gz').toString('latin1');
    // Cut inside a record: the CSV no longer parses.
    expect(() => parseOfacSdn({ sdn: sdn.slice(0, 1_000_003) })).toThrow(ListParseError);
    // Cut between records: it parses, and the count against the last version gives it away.
    const half = sdn.slice(0, sdn.indexOf('\n', 1_000_000) + 1);
    expect(isSuspiciousShrink(result.counts, parseOfacSdn({ sdn: half }).counts)).toBe(true);
  });
});
