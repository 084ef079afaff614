import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ListParseError, type ListParseResult, parseEuFsf } from '../../../domain/sanctions/ingest';
import { findEntity } from './find-entity';

const FIXTURE = join(__dirname, '../../fixtures/sanctions/eu_fsf_sample.csv');

describe('parseEuFsf on a fixture in the csvFullSanctionsList_1_1 layout', () => {
  let result: ListParseResult;

  beforeAll(() => {
    result = parseEuFsf(readFileSync(FIXTURE));
  });

  it('groups the fragment rows by Entity_LogicalId', () => {
    expect(result.counts.bySchema).toEqual({ INDIVIDUAL: 4, ORGANISATION: 2, VESSEL: 0, AIRCRAFT: 0 });
    expect(result.dataset).toMatchObject({ name: 'eu_fsf', updatedAt: '2025-10-28' });
    expect(result.warnings).toEqual([]);
  });

  it('reads a person: names in two scripts, birth dates of every precision, documents, citizenship', () => {
    const testov = findEntity(result.entities, '900001');
    expect(testov).toMatchObject({
      name: 'Ivan Sergeyevich TESTOV',
      aliases: [{ name: 'Ivan TESTOFF', quality: 'unspecified' }],
      originalScriptNames: ['Иван Сергеевич ТЕСТОВ'],
      gender: 'male',
      titles: ['General'],
      positions: ['Commander of the 999th Test Brigade'],
      birthDates: [
        { kind: 'exact', date: '1961-05-12' },
        { kind: 'year', year: 1962 },
        { kind: 'circa', year: 1960 },
        { kind: 'range', from: '1958', to: '1959', circa: false },
      ],
      placesOfBirth: ['Moscow, RUSSIAN FEDERATION'],
      nationalities: ['RU'],
      addresses: [{ full: 'Testovaya ulitsa 1, 101000, Moscow, RUSSIAN FEDERATION', countryCode: 'RU' }],
      listedOn: '2022-02-23',
    });
    expect(testov.identifiers).toEqual([
      { type: 'other', value: 'EU.9001.11', label: 'EU reference number' },
      {
        type: 'passport',
        value: '750123456',
        label: 'National passport',
        country: 'RU',
        issuedOn: '2015-03-01',
        expiresOn: '2025-03-01',
      },
      { type: 'tax_id', value: '771234567890', label: 'Fiscal Code', country: 'RU' },
    ]);
    expect(testov.programs).toEqual([
      expect.objectContaining({
        programId: 'EU-UKR',
        issuerAcronym: 'EU',
        issuerFlag: '🇪🇺',
        url: 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32022R0260',
      }),
    ]);
  });

  it('reads a real listing: UN reference, Arabic name, birth place', () => {
    expect(findEntity(result.entities, '13')).toMatchObject({
      name: 'Saddam Hussein Al-Tikriti',
      originalScriptNames: ['صدام حسين التكريتي'],
      aliases: [{ name: 'Abu Ali', quality: 'unspecified', note: 'alias' }],
      birthDates: [{ kind: 'exact', date: '1937-04-28' }],
      placesOfBirth: ['al-Awja, near Tikrit, IRAQ'],
      nationalities: ['IQ'],
      identifiers: expect.arrayContaining([
        { type: 'other', value: 'IQi.001', label: 'UN reference number' },
      ]),
    });
  });

  it('reads an enterprise: registration date from the remark, contact details, registration and BIC', () => {
    expect(findEntity(result.entities, '900002')).toMatchObject({
      schema: 'ORGANISATION',
      name: 'OOO TESTNEFT',
      incorporationDates: [{ kind: 'exact', date: '2002-02-15' }],
      websites: ['www.testneft.example'],
      identifiers: expect.arrayContaining([
        { type: 'email', value: 'info@testneft.example' },
        { type: 'registration', value: '1027700000000', label: 'Registration Number (OGRN)', country: 'RU' },
        { type: 'swift_bic', value: 'TESTRUMM', label: 'SWIFT BIC' },
      ]),
      // Entity_Remark: "Fictional fixture entry. Date of registration: 15.2.2002. Type of entity: Limited …".
      descriptions: ['Type of entity: Limited Liability Company'],
    });
  });

  it('reads month precision, two citizenships, circa exact dates and flags on false documents', () => {
    expect(findEntity(result.entities, '900003')).toMatchObject({
      gender: 'female',
      birthDates: [{ kind: 'month', year: 1970, month: 4 }],
      nationalities: ['VE', 'ES'],
    });
    expect(findEntity(result.entities, '900005')).toMatchObject({
      birthDates: [{ kind: 'circa', year: 1965, date: '1965-01-01' }],
      identifiers: expect.arrayContaining([
        expect.objectContaining({ type: 'passport', value: 'N000001', note: 'known expired, known false' }),
      ]),
    });
  });

  it('throws ListParseError for a file in another layout', () => {
    expect(() => parseEuFsf('Entity_LogicalId;Name\n1;X\n')).toThrow(ListParseError);
    const header = readFileSync(FIXTURE, 'utf8').split('\n')[0];
    expect(() => parseEuFsf(`${header}\n`)).toThrow(/no entities/);
  });
});
