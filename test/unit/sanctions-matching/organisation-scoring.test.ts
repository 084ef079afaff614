import { parseBundledListedEntities } from '../../../domain/sanctions/ingest';
import {
  buildMatchIndex,
  DEFAULT_MATCH_THRESHOLD,
  type MatchIndex,
  screen,
  type ScreeningQuery,
} from '../../../domain/sanctions/matching';
import { legalFormCountries } from '../../../domain/sanctions/matching/legal-form-countries';
import { normaliseName } from '../../../domain/sanctions/matching/normalise-name';

let index: MatchIndex;

beforeAll(() => {
  index = buildMatchIndex(parseBundledListedEntities());
});

const company = (name: string, countries?: string[]): ScreeningQuery => ({
  name,
  type: 'ORGANISATION',
  ...(countries && { countries }),
});
const listedNamesFound = (query: ScreeningQuery) =>
  screen(index, query, { threshold: DEFAULT_MATCH_THRESHOLD, limit: 50 }).map((match) => match.entity.name);

describe('organisations on no list are not flagged for a similar-sounding listed one', () => {
  it.each([
    ['Bayer AG', 'DE', 'BAJER S.R.L.'],
    ['Roche Holding AG', 'CH', 'REACH HOLDING GROUP SHANGHAI CO., LTD.'],
    ['Alphabet Inc.', 'US', 'ALPHABET INTERNATIONAL DMCC'],
    ['BASF SE', 'DE', 'BASIJ RESISTANCE FORCE'],
  ])('%s (%s) does not hit %s', (name, country, listed) => {
    expect(listedNamesFound(company(name, [country]))).not.toContain(listed);
  });

  it('a one-word name needs that word, not a word a letter apart: "Bayer" is not "Bajer", "ABB" not "AAB"', () => {
    expect(listedNamesFound(company('Bayer'))).not.toContain('BAJER S.R.L.');
    expect(listedNamesFound(company('ABB'))).not.toContain('AL-ASHTAR BRIGADES');
    expect(listedNamesFound(company('Alkon'))).toContain('OOO ALKON');
  });

  it('a one-word name a typo apart still hits where the countries agree', () => {
    expect(listedNamesFound(company('Alkkon', ['RU']))).toContain('OOO ALKON');
  });

  it('a generic word in common is not enough: "Roche Holding" is not "Reach Holding Group"', () => {
    expect(listedNamesFound(company('Roche Holding'))).not.toContain(
      'REACH HOLDING GROUP SHANGHAI CO., LTD.',
    );
  });

  it('another country lowers a similar name below the threshold, but not the same name', () => {
    expect(listedNamesFound(company('Alkon', ['DE']))).toContain('OOO ALKON');
    expect(listedNamesFound(company('Alkkon', ['DE']))).not.toContain('OOO ALKON');
  });
});

describe('listed organisations are still found under the names customers use', () => {
  it.each([
    ['legal form dropped', 'Bank Melli Iran', ['IR']],
    ['legal form changed', 'Reach Holding Group Shanghai Limited', ['CN']],
    ['legal form spelled out and abbreviated', 'Alphabet Intl DMCC', ['AE']],
    ['"Co." for "Company"', 'Insurance Co. Sberbank Insurance LLC', ['RU']],
    ['words reordered', 'Iran Bank Melli', ['IR']],
    ['legal form standing before the name', 'OOO Alkon', ['RU']],
    ['legal form after the name', 'Alkon LLC', ['RU']],
  ])('%s: %s', (_, name, countries) => {
    const found = listedNamesFound(company(name, countries));
    expect(found.length).toBeGreaterThan(0);
    expect(found.join(' | ')).toMatch(
      /BANK MELLI IRAN|REACH HOLDING|ALPHABET INTERNATIONAL|SBERBANK INSURANCE|ALKON/,
    );
  });
});

describe('legal forms tie a name to countries', () => {
  it.each([
    ['Bayer AG', ['DE', 'AT', 'CH']],
    ['Bajer S.R.L.', ['RO', 'IT']],
    ['Alphabet International DMCC', ['AE']],
    ['Alphabet Inc.', ['US']],
  ])('%s', (name, countries) => {
    const { legalFormCountries: found } = normaliseName(name, 'organisation');
    expect(found).toEqual(expect.arrayContaining(countries));
  });

  it('forms used everywhere tie to no country', () => {
    expect(legalFormCountries(['ltd'])).toEqual([]);
    expect(legalFormCountries(['s a'])).toEqual([]);
  });
});
