import { countryEvidence } from '../../../domain/sanctions/matching/country-evidence';
import { dateEvidence } from '../../../domain/sanctions/matching/date-evidence';
import { identifierEvidence } from '../../../domain/sanctions/matching/identifier-evidence';
import { subjectTypeEvidence } from '../../../domain/sanctions/matching/subject-type-evidence';
import { listedEntity } from './listed-entity-fixture';

describe('dateEvidence respects the list’s precision', () => {
  const dob = (query: string, ...listed: Parameters<typeof dateEvidence>[2]) =>
    dateEvidence('date_of_birth', query, listed);

  it('agrees most on the same day, less on the same month or year', () => {
    expect(dob('1952-10-07', { kind: 'exact', date: '1952-10-07' })).toMatchObject({
      outcome: 'agree',
      effect: 10,
    });
    expect(dob('1973-11-20', { kind: 'month', year: 1973, month: 11 })).toMatchObject({
      outcome: 'agree',
      effect: 7,
    });
    expect(dob('1971-05-03', { kind: 'year', year: 1971 })).toMatchObject({ outcome: 'agree', effect: 5 });
    expect(dob('1971', { kind: 'exact', date: '1971-05-03' })).toMatchObject({ outcome: 'agree', effect: 5 });
  });

  it('takes circa as a year either way and ranges as inclusive', () => {
    expect(dob('1964-02-01', { kind: 'circa', year: 1965 })).toMatchObject({ outcome: 'agree', effect: 3 });
    expect(dob('1962-06-01', { kind: 'range', from: '1961', to: '1963', circa: false })).toMatchObject({
      outcome: 'agree',
    });
    expect(dob('1968-06-01', { kind: 'range', from: '1961', to: '1963', circa: false })).toMatchObject({
      outcome: 'conflict',
    });
  });

  it('conflicts the more the further apart, with the detail of both dates', () => {
    expect(dob('1970-01-01', { kind: 'year', year: 1955 })).toEqual({
      feature: 'date_of_birth',
      outcome: 'conflict',
      detail: 'query 1970-01-01 vs listed 1955',
      effect: -30,
    });
    expect(dob('1958-06-01', { kind: 'year', year: 1955 })).toMatchObject({ effect: -20 });
    expect(dob('1956-03-01', { kind: 'year', year: 1955 })).toMatchObject({ effect: -10 });
    // Day and month swapped: a typing error rather than another person.
    expect(dob('1970-03-05', { kind: 'exact', date: '1970-05-03' })).toMatchObject({ effect: -3 });
  });

  it('counts the best of several listed dates, and nothing without dates', () => {
    expect(
      dob('1958-01-01', { kind: 'exact', date: '1957-07-30' }, { kind: 'year', year: 1958 }),
    ).toMatchObject({ effect: 5 });
    expect(dob('1958-01-01')).toBeUndefined();
    expect(dateEvidence('date_of_birth', undefined, [{ kind: 'year', year: 1958 }])).toBeUndefined();
  });

  it('weighs incorporation dates at the given strength', () => {
    expect(
      dateEvidence('incorporation_date', '2001-01-01', [{ kind: 'year', year: 1980 }], 0.5),
    ).toMatchObject({ effect: -15 });
  });
});

describe('countryEvidence', () => {
  const putin = listedEntity({
    name: 'PUTIN, Vladimir',
    schema: 'INDIVIDUAL',
    nationalities: ['RU'],
    countries: ['RU'],
  });

  it('agrees on a shared nationality and conflicts on none in common', () => {
    expect(countryEvidence({ name: 'x', type: 'INDIVIDUAL', nationalities: ['ru'] }, putin)).toMatchObject({
      outcome: 'agree',
      effect: 5,
    });
    expect(countryEvidence({ name: 'x', type: 'INDIVIDUAL', nationalities: ['DE'] }, putin)).toMatchObject({
      feature: 'nationality',
      outcome: 'conflict',
      effect: -12,
    });
  });

  it('compares countries more weakly when nationalities are missing on either side', () => {
    const vessel = listedEntity({ name: 'ARTAVIL', schema: 'VESSEL', countries: ['IR'] });
    expect(countryEvidence({ name: 'x', type: 'VESSEL', countries: ['IR'] }, vessel)).toMatchObject({
      feature: 'country',
      effect: 2,
    });
    expect(countryEvidence({ name: 'x', type: 'VESSEL', countries: ['DE'] }, vessel)).toMatchObject({
      feature: 'country',
      effect: -5,
    });
    expect(countryEvidence({ name: 'x', type: 'VESSEL' }, vessel)).toBeUndefined();
  });
});

describe('subjectTypeEvidence', () => {
  it('conflicts strongly between a person and an organisation, half when the list only guessed', () => {
    const organisation = listedEntity({ name: 'AL-QAIDA', schema: 'ORGANISATION' });
    expect(subjectTypeEvidence('INDIVIDUAL', organisation, false)).toMatchObject({
      outcome: 'conflict',
      effect: -25,
    });
    const guessed = listedEntity({ name: 'Jason Liao', schema: 'INDIVIDUAL', schemaInferred: true });
    expect(subjectTypeEvidence('ORGANISATION', guessed, false)).toMatchObject({
      outcome: 'conflict',
      effect: -12,
    });
    // A legal form on the matched name settles a guessed type as an organisation.
    expect(subjectTypeEvidence('ORGANISATION', guessed, true)).toMatchObject({ outcome: 'agree', effect: 0 });
    expect(
      subjectTypeEvidence('ORGANISATION', listedEntity({ name: 'X', schema: 'VESSEL' }), false),
    ).toMatchObject({ effect: -10 });
  });
});

describe('identifierEvidence', () => {
  const vessel = listedEntity({ name: 'ARTAVIL', schema: 'VESSEL', imoNumbers: ['9187629'] });
  const person = listedEntity({
    name: 'AL-NUAYMI',
    schema: 'INDIVIDUAL',
    identifiers: [{ type: 'passport', value: 'Qatari passport number 00868774' }],
  });

  it('decides on the same IMO number or passport number', () => {
    expect(identifierEvidence([{ type: 'imo', value: 'IMO 9187629' }], vessel)).toEqual([
      expect.objectContaining({ feature: 'identifier', outcome: 'decisive' }),
    ]);
    expect(identifierEvidence([{ type: 'passport', value: '00868774' }], person)).toEqual([
      expect.objectContaining({ outcome: 'decisive' }),
    ]);
  });

  it('all but rules out a different IMO number; another passport says nothing', () => {
    expect(identifierEvidence([{ type: 'imo', value: '9999999' }], vessel)).toEqual([
      expect.objectContaining({ outcome: 'conflict', effect: -40 }),
    ]);
    expect(identifierEvidence([{ type: 'passport', value: 'X1234567' }], person)).toEqual([]);
  });

  it('counts a matching number of another kind without deciding', () => {
    expect(identifierEvidence([{ type: 'other', value: '00868774' }], person)).toEqual([
      expect.objectContaining({ outcome: 'agree', effect: 20 }),
    ]);
  });
});
