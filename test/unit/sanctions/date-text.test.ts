import { parseDateText } from '../../../domain/sanctions/ingest/date-text';
import { formatPartialDate, partialDateBounds } from '../../../domain/sanctions/ingest/partial-date';

describe('parseDateText', () => {
  it.each([
    ['10 Dec 1948', { kind: 'exact', date: '1948-12-10' }],
    ['1948-12-10', { kind: 'exact', date: '1948-12-10' }],
    ['Dec 1948', { kind: 'month', year: 1948, month: 12 }],
    ['Nov. 1973', { kind: 'month', year: 1973, month: 11 }],
    ['August 1961', { kind: 'month', year: 1961, month: 8 }],
    ['1946', { kind: 'year', year: 1946 }],
    ['circa 1951', { kind: 'circa', year: 1951 }],
    ['circa 07 Jul 1966', { kind: 'circa', year: 1966, date: '1966-07-07' }],
    ['1961 to 1963', { kind: 'range', from: '1961', to: '1963', circa: false }],
    ['circa 1979-1982', { kind: 'range', from: '1979', to: '1982', circa: true }],
    ['01 Jan 1961 to 31 Dec 1962', { kind: 'range', from: '1961', to: '1962', circa: false }],
    ['01 Jan 1970 to 31 Dec 1970', { kind: 'year', year: 1970 }],
    ['Mar 1962 to Feb 1963', { kind: 'range', from: '1962-03', to: '1963-02', circa: false }],
    ['Between Aug. and Sep. 1977', { kind: 'range', from: '1977-08', to: '1977-09', circa: false }],
    ['12/05/1961', { kind: 'exact', date: '1961-05-12' }],
    ['00/00/1962', { kind: 'year', year: 1962 }],
    ['00/04/1970', { kind: 'month', year: 1970, month: 4 }],
  ])('reads %s', (text, expected) => {
    expect(parseDateText(text)).toEqual(expected);
  });

  it('reads slashed dates month first when told (BIS)', () => {
    expect(parseDateText('06/19/2003', { slashOrder: 'mdy' })).toEqual({ kind: 'exact', date: '2003-06-19' });
  });

  it.each(['', '30-35 years old', '24/06/1402 (Hijri Calendar)', '31 Feb 1960', '1960 to'])(
    'rejects %p',
    (text) => {
      expect(parseDateText(text)).toBeUndefined();
    },
  );
});

describe('partial dates', () => {
  it('give the days they can stand for and the contract string', () => {
    expect(partialDateBounds({ kind: 'month', year: 1960, month: 2 })).toEqual({
      earliest: '1960-02-01',
      latest: '1960-02-29',
    });
    expect(partialDateBounds({ kind: 'range', from: '1961', to: '1963', circa: false })).toEqual({
      earliest: '1961-01-01',
      latest: '1963-12-31',
    });
    expect(formatPartialDate({ kind: 'circa', year: 1951 })).toBe('circa 1951');
    expect(formatPartialDate({ kind: 'range', from: '1961', to: '1963', circa: false })).toBe('1961 to 1963');
    expect(formatPartialDate({ kind: 'month', year: 1970, month: 4 })).toBe('1970-04');
  });
});
