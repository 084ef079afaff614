import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ListParseError, type ListParseResult, parseUkOfsi } from '../../../domain/sanctions/ingest';
import { findEntity } from './find-entity';

const FIXTURE = join(__dirname, '../../fixtures/sanctions/uk_ofsi_conlist_sample.csv');

describe('parseUkOfsi on a fixture in the 2022 ConList.csv layout', () => {
  let result: ListParseResult;

  beforeAll(() => {
    result = parseUkOfsi(readFileSync(FIXTURE));
  });

  it('groups the name rows by Group ID and dates the list by its first line', () => {
    expect(result.counts.bySchema).toEqual({ INDIVIDUAL: 3, ORGANISATION: 1, VESSEL: 1, AIRCRAFT: 0 });
    expect(result.dataset).toMatchObject({ name: 'gb_hmt_sanctions', updatedAt: '2024-05-20' });
    expect(result.warnings).toEqual([]);
  });

  it('reads a person: name variants by alias type and quality, DOBs, documents, other information', () => {
    const testov = findEntity(result.entities, '90001');
    expect(testov).toMatchObject({
      name: 'Ivan Sergeyevich TESTOV',
      aliases: [
        { name: 'Ivan TESTOFF', quality: 'weak' },
        { name: 'Iwan Sergejewitsch TESTOV', quality: 'strong' },
      ],
      originalScriptNames: ['Иван Сергеевич ТЕСТОВ'],
      titles: ['General'],
      birthDates: [
        { kind: 'exact', date: '1961-05-12' },
        { kind: 'year', year: 1962 },
      ],
      placesOfBirth: ['Moscow, Russia'],
      nationalities: ['RU'],
      positions: ['Commander of the 999th Test Brigade'],
      gender: 'male',
      listedOn: '2022-03-16',
      lastChangedOn: '2024-05-20',
    });
    expect(testov.identifiers).toEqual([
      { type: 'passport', value: '750123456', note: 'Russian passport, issued 01/03/2015' },
      { type: 'national_id', value: '4500123456', note: 'Russian internal passport' },
      { type: 'national_id', value: '4500654321', note: 'Russian internal passport, expired' },
      { type: 'other', value: 'RUS9001', label: 'UK Sanctions List Ref' },
    ]);
    expect(testov.programs).toEqual([
      expect.objectContaining({ programId: 'UK-Russia', issuerAcronym: 'OFSI', issuerTerritory: 'GB' }),
    ]);
  });

  it('reads an entity with a former name and the keyed other information', () => {
    expect(findEntity(result.entities, '90002')).toMatchObject({
      schema: 'ORGANISATION',
      previousNames: ['TESTOIL TRADING'],
      aliases: [{ name: 'LIMITED LIABILITY COMPANY TESTNEFT', quality: 'strong' }],
      websites: ['www.testneft.example'],
      identifiers: expect.arrayContaining([
        { type: 'email', value: 'info@testneft.example' },
        { type: 'registration', value: 'OGRN 1027700000000', label: 'Business Reg No' },
      ]),
      notes: expect.arrayContaining(['Parent company: TEST HOLDING JSC']),
      descriptions: ['Type of entity: Limited Liability Company'],
    });
    expect(findEntity(result.entities, '90002').notes.join()).not.toMatch(/Type of entity/);
  });

  it('reads a ship: IMO, flags, type, tonnage, owner', () => {
    expect(findEntity(result.entities, '90003')).toMatchObject({
      schema: 'VESSEL',
      imoNumbers: ['9876543'],
      flags: ['RU'],
      pastFlags: ['PA', 'LR'],
      vesselTypes: ['Crude Oil Tanker'],
      grossRegisteredTonnage: 81479,
      vesselOwners: ['TEST SHIPPING LLC'],
      previousNames: ['OCEAN TEST'],
    });
  });

  it('reads numbered DOBs and nationalities and a day-unknown DOB', () => {
    expect(findEntity(result.entities, '90004')).toMatchObject({
      birthDates: [
        { kind: 'exact', date: '1963-01-01' },
        { kind: 'year', year: 1964 },
      ],
      identifiers: expect.arrayContaining([
        { type: 'other', value: 'QDi.999', label: 'UN reference number' },
      ]),
    });
    expect(findEntity(result.entities, '90005')).toMatchObject({
      gender: 'female',
      birthDates: [{ kind: 'month', year: 1970, month: 4 }],
      nationalities: ['VE', 'ES'],
    });
  });

  it('throws ListParseError for a file in another layout', () => {
    expect(() => parseUkOfsi('Last Updated,01/01/2024\nName,DOB\nX,01/01/1970\n')).toThrow(ListParseError);
    expect(() => parseUkOfsi('')).toThrow(ListParseError);
  });
});
