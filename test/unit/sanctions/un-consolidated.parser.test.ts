import {
  LIST_SOURCES,
  ListParseError,
  type ListParseResult,
  parseBundledSnapshot,
  parseUnConsolidated,
} from '../../../domain/sanctions/ingest';
import { findEntity } from './find-entity';

describe('parseUnConsolidated on the bundled UN list (2026-02)', () => {
  let result: ListParseResult;

  beforeAll(() => {
    const source = LIST_SOURCES.find((s) => s.name === 'un_sc_sanctions');
    if (!source) throw new Error('UN source missing from LIST_SOURCES');
    result = parseBundledSnapshot(source);
  });

  it('reads 730 individuals and 273 entities, dated by the file', () => {
    expect(result.counts.bySchema).toEqual({ INDIVIDUAL: 730, ORGANISATION: 273, VESSEL: 0, AIRCRAFT: 0 });
    expect(result.dataset).toMatchObject({ name: 'un_sc_sanctions', updatedAt: '2026-02-27T00:00:09.554Z' });
    expect(new Set(result.entities.map((e) => e.sourceId)).size).toBe(1003);
  });

  it('reads a person with Arabic original script and a BETWEEN birth date', () => {
    expect(findEntity(result.entities, 'QDi.314')).toMatchObject({
      name: 'ABDERRAHMANE OULD EL AMAR',
      originalScriptNames: ['عبد الرحمن ولد العامر'],
      birthDates: [{ kind: 'range', from: '1977', to: '1982', circa: false }],
      placesOfBirth: ['Tabankort, Mali'],
      nationalities: ['ML'],
      countries: ['ML'],
      listedOn: '2013-02-22',
      lastChangedOn: '2023-02-02',
      aliases: [
        { name: 'Ahmed el Tilemsi', quality: 'strong' },
        { name: 'Abderrahmane Ould el Amar Ould Sidahmed Loukbeiti', quality: 'strong' },
        { name: 'Ahmad Ould Amar', quality: 'strong' },
      ],
    });
  });

  it('reads documents, titles, alias quality and the program of a listing', () => {
    const zawahiri = findEntity(result.entities, 'QDi.006');
    expect(zawahiri).toMatchObject({
      name: 'AIMAN MUHAMMED RABI AL-ZAWAHIRI',
      titles: ['Doctor', 'Dr.'],
      birthDates: [{ kind: 'exact', date: '1951-06-19' }],
      placesOfBirth: ['Giza, Egypt'],
      nationalities: ['EG'],
      identifiers: [
        { type: 'passport', value: '1084010', label: 'Passport', country: 'EG' },
        { type: 'passport', value: '19820215', label: 'Passport' },
      ],
    });
    expect(zawahiri.aliases).toEqual(
      expect.arrayContaining([
        { name: 'Ayman Al-Zawahari', quality: 'strong' },
        { name: 'Abu Fatma', quality: 'weak' },
      ]),
    );
    expect(zawahiri.programs).toEqual([
      expect.objectContaining({
        programId: 'UN-Al-Qaida',
        issuerAcronym: 'UNSC',
        issuerTerritory: 'UN',
        issuerFlag: '🇺🇳',
        measures: ['asset freeze', 'travel ban', 'arms embargo'],
      }),
    ]);
  });

  it('reads gender, designations, exact and approximate years', () => {
    expect(findEntity(result.entities, 'CDi.003')).toMatchObject({
      gender: 'male',
      positions: ['FDLR Interim President', 'FDLR-FOCA 1st Vice-President', 'FDLR-FOCA Major General'],
      birthDates: [{ kind: 'year', year: 1948 }],
    });
    expect(findEntity(result.entities, 'CDi.014').birthDates).toEqual([
      { kind: 'exact', date: '1962-03-17' },
      { kind: 'circa', year: 1966 },
    ]);
  });

  it('takes IMO numbers from comments and f.k.a. names as previous names', () => {
    expect(findEntity(result.entities, 'KPe.022').identifiers).toEqual([
      { type: 'imo', value: '5342883', label: 'IMO' },
    ]);
    expect(findEntity(result.entities, 'CDe.001')).toMatchObject({
      aliases: [{ name: 'Allied Democratic Forces', quality: 'unspecified' }],
      previousNames: [
        'Forces Démocratiques Alliées-Armée Nationale de Libération de l’Ouganda',
        'ADF/NALU',
        'NALU',
      ],
    });
  });

  it('files the physical description, ethnic group and schooling its comments state, keeping the comment', () => {
    // "Graduate of the Haqqaniya madrasa in Akora Khattak, Pakistan. … Belongs to Barakzai tribe. …"
    const taliban = findEntity(result.entities, 'TAi.006');
    expect(taliban).toMatchObject({
      educations: ['Graduate of the Haqqaniya madrasa in Akora Khattak, Pakistan'],
      descriptions: ['Belongs to Barakzai tribe'],
      religions: [],
    });
    expect(taliban.notes).toEqual([
      expect.stringMatching(/^Graduate of the Haqqaniya madrasa .* Belongs to Barakzai/),
    ]);
    // "Gédéon Kyungu belongs to the Balubakat ethnic group. After completing primary education in Likasi …"
    expect(findEntity(result.entities, 'CDi.035')).toMatchObject({
      descriptions: ['Gédéon Kyungu belongs to the Balubakat ethnic group'],
      educations: [
        'After completing primary education in Likasi and secondary school in Manono, he obtained a degree in pedagogy',
      ],
    });
    // "Description: Height: 1.65 m. Weight: 85 kg. Black hair and eyes. White skin. Leader of …"
    expect(findEntity(result.entities, 'QDi.299').descriptions).toEqual([
      'Height: 1.65 m. Weight: 85 kg. Black hair and eyes. White skin',
    ]);
    // "… Physical description: height: 185 cm; weight: 80 kg INTERPOL-UN Security Council Special Notice web link:…"
    expect(findEntity(result.entities, 'QDi.423').descriptions).toEqual(['height: 185 cm; weight: 80 kg']);
    // A comment without either: Al-Zawahiri's is about his roles.
    expect(findEntity(result.entities, 'QDi.006')).toMatchObject({ descriptions: [], educations: [] });
  });

  it('keeps birth-date notes that are no date, and warns about them', () => {
    expect(result.warnings.join()).toMatch(/30-35 years old/);
  });

  it('throws ListParseError for malformed XML or another document', () => {
    expect(() => parseUnConsolidated('<CONSOLIDATED_LIST><INDIVIDUALS>')).toThrow(ListParseError);
    expect(() => parseUnConsolidated('<?xml version="1.0"?><html><body/></html>')).toThrow(ListParseError);
    expect(() =>
      parseUnConsolidated('<CONSOLIDATED_LIST><INDIVIDUALS/><ENTITIES/></CONSOLIDATED_LIST>'),
    ).toThrow(/no entities/);
  });
});
