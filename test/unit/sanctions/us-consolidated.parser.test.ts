import {
  ListParseError,
  type ListParseResult,
  parseUsConsolidated,
  readBundledSnapshot,
} from '../../../domain/sanctions/ingest';
import { findEntity } from './find-entity';

describe('parseUsConsolidated on the bundled CSL (2022-05)', () => {
  let result: ListParseResult;

  beforeAll(() => {
    result = parseUsConsolidated(readBundledSnapshot('consolidated.csv.gz'));
  });

  it('reads the 14,160 rows of 13 lists, each list its own dataset', () => {
    // One CAPTA row is repeated verbatim (BANK OF KUNLUN): 14,160 rows, 14,159 entities.
    expect(result.counts.total).toBe(14159);
    expect(result.warnings).toContain('1 repeated rows merged into their entity');
    expect(result.counts.byDataset).toEqual({
      us_csl_sdn: 10026,
      us_csl_entity_list: 2001,
      us_csl_itar_debarred: 727,
      us_csl_denied_persons: 462,
      us_csl_ssi: 290,
      us_csl_unverified: 201,
      us_csl_isn: 163,
      us_csl_plc: 78,
      us_csl_meu: 71,
      us_csl_cmic: 68,
      us_csl_capta: 52,
      us_csl_ns_mbs: 17,
      us_csl_fse: 3,
    });
    expect(result.dataset.name).toBe('us_trade_csl');
    expect(result.childDatasets).toHaveLength(13);
    expect(result.childDatasets.find((d) => d.name === 'us_csl_entity_list')?.tags).toEqual(
      expect.arrayContaining([{ category: 'type', value: 'export-control' }]),
    );
  });

  it('keeps the entity types the Treasury lists give and guesses the rest, flagged', () => {
    const sdn = result.entities.filter((e) => e.dataset === 'us_csl_sdn');
    expect(sdn.every((e) => !e.schemaInferred)).toBe(true);
    const counts = { INDIVIDUAL: 0, ORGANISATION: 0, VESSEL: 0, AIRCRAFT: 0 };
    for (const e of sdn) counts[e.schema] += 1;
    expect(counts).toEqual({ INDIVIDUAL: 5206, ORGANISATION: 4104, VESSEL: 433, AIRCRAFT: 283 });
    const entityList = result.entities.filter((e) => e.dataset === 'us_csl_entity_list');
    expect(entityList.every((e) => e.schemaInferred)).toBe(true);
    expect(findEntity(entityList, '4398d33e9e93c7477af39f1e0bfffc13ddd47bcc').schema).toBe('ORGANISATION');
  });

  it('reads an SDN person from columns and the ids cell', () => {
    expect(findEntity(result.entities, '11786', 'us_csl_sdn')).toMatchObject({
      name: 'QASEMI, Rostam',
      birthDates: [{ kind: 'exact', date: '1964-05-22' }],
      nationalities: ['IR'],
      placesOfBirth: ['Lamerd, Iran'],
      gender: 'male',
      identifiers: [
        { type: 'passport', value: 'A2463775', label: 'Passport', country: 'IR' },
        { type: 'national_id', value: '6579726970', label: 'National ID No.', country: 'IR' },
      ],
      linkedTo: ['SOLEIMANI, Qasem', 'ISLAMIC REVOLUTIONARY GUARD CORPS (IRGC)-QODS FORCE'],
      topics: [{ topicId: 'sanction', category: 'sanction', label: 'Sanctioned entity' }],
    });
  });

  it('reads a vessel from the vessel columns and the ids cell', () => {
    expect(findEntity(result.entities, '15036', 'us_csl_sdn')).toMatchObject({
      schema: 'VESSEL',
      imoNumbers: ['9187629'],
      mmsis: ['572469210'],
      callSigns: ['T2EU4'],
      flags: ['IR'],
      pastFlags: ['MT', 'TV', 'TZ'],
      deadweightTonnage: 99144,
      grossRegisteredTonnage: 56068,
      vesselTypes: ['Crude/Oil Products Tanker'],
    });
  });

  it('reads an Entity List entry: export-control topic, licence terms, listing date, BIS program', () => {
    const plant = findEntity(result.entities, '4398d33e9e93c7477af39f1e0bfffc13ddd47bcc');
    expect(plant).toMatchObject({
      dataset: 'us_csl_entity_list',
      name: '140 Repair Plant JSC',
      aliases: [
        { name: 'Open Joint Stock Company 140 Repair Plant', quality: 'unspecified' },
        { name: 'JSC 140 Repair Plant', quality: 'unspecified' },
      ],
      addresses: [{ full: '19 Luysi Chalovskoy St., Borisov, 222512, BY', countryCode: 'BY' }],
      countries: ['BY'],
      listedOn: '2022-04-07',
      topics: [{ topicId: 'export.control', category: 'export', label: 'Export controlled' }],
    });
    expect(plant.programs).toEqual([expect.objectContaining({ programId: 'EL', issuerAcronym: 'BIS' })]);
    expect(plant.notes).toEqual(expect.arrayContaining(['License policy: Policy of denial.']));
  });

  it('reads the State and non-SDN Treasury lists with their own programs and dates', () => {
    const isn = result.entities.find(
      (e) => e.dataset === 'us_csl_isn' && e.name === '27th Scientific Center',
    );
    expect(isn?.programs).toEqual([
      expect.objectContaining({ programId: 'ISN-E.O. 13382', issuerAcronym: 'ISN' }),
    ]);
    expect(isn?.listedOn).toBe('2021-03-02');
    expect(findEntity(result.entities, '9696', 'us_csl_plc')).toMatchObject({
      schema: 'INDIVIDUAL',
      birthDates: [{ kind: 'year', year: 1965 }],
      aliases: [{ name: 'ABDEL JAWAD, Nasir Abdullah Odeh', quality: 'unspecified' }],
      politicalAffiliations: ['HAMAS'],
      positions: ['Member of the Palestinian Legislative Council (Salfit)'],
      notes: [],
    });
    expect(findEntity(result.entities, '31695', 'us_csl_ns_mbs')).toMatchObject({
      incorporationDates: [{ kind: 'exact', date: '1990-07-13' }],
      websites: ['www.cbr.ru'],
      identifiers: expect.arrayContaining([{ type: 'swift_bic', value: 'CBRFRUMM', label: 'SWIFT/BIC' }]),
    });
  });

  it("describes an organisation by the Treasury's target type from the ids cell", () => {
    // ids: "CN, 91110000MA005UCQ5P, Unified Social Credit Code (USCC); …; State-Owned Enterprise, Target Type".
    expect(findEntity(result.entities, '30902', 'us_csl_cmic')).toMatchObject({
      name: 'AERO ENGINE CORPORATION OF CHINA',
      descriptions: ['Target Type State-Owned Enterprise'],
      educations: [],
      religions: [],
    });
  });

  it('reads circa and range birth dates', () => {
    const kinds = new Set(result.entities.flatMap((e) => e.birthDates.map((d) => d.kind)));
    expect(kinds).toEqual(new Set(['exact', 'year', 'circa', 'range']));
  });

  it('throws ListParseError when the columns are not the CSL', () => {
    expect(() => parseUsConsolidated('source,name\nSDN,X\n')).toThrow(ListParseError);
    expect(() => parseUsConsolidated(Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x01]))).toThrow(ListParseError);
  });
});
