import {
  buildMatchIndex,
  compareNames,
  DEFAULT_MATCH_THRESHOLD,
  screen,
} from '../../../domain/sanctions/matching';
import { listedEntity } from './listed-entity-fixture';

const FAMILY = ['Haddad', 'Khoury', 'Nasser', 'Saleh', 'Mansour', 'Walton', 'Bennett', 'Baldwin', 'Abdullah'];
const GIVEN = ['Ahmad', 'Omar', 'Michael', 'Cliff', 'Sarah', 'Abdel', 'Walid', 'Bente', 'Dulce'];

/** The listed people, among many sharing letters and trigrams with them. */
const entities = [
  ...FAMILY.flatMap((family) =>
    GIVEN.map((given) =>
      listedEntity({ sourceId: `${given}-${family}`, name: `${given} ${family}`, schema: 'INDIVIDUAL' }),
    ),
  ),
  listedEntity({ name: 'Michael Waltz', schema: 'INDIVIDUAL' }),
  listedEntity({ name: 'Cliff Bentz', schema: 'INDIVIDUAL' }),
  listedEntity({ name: 'ABDUL BASIR NOORZAI', schema: 'INDIVIDUAL' }),
];

describe('swapped neighbouring letters count as one edit', () => {
  it.each([
    ['ADBUL', 'ABDUL'],
    ['Watlz', 'Waltz'],
    ['Betnz', 'Bentz'],
  ])('%s ↔ %s as name parts', (query, listed) => {
    expect(compareNames(query, listed).similarity).toBeGreaterThanOrEqual(85);
  });

  it('a swap costs no more than one changed letter', () => {
    expect(compareNames('Watlz', 'Waltz').similarity).toBeGreaterThanOrEqual(
      compareNames('Wabtz', 'Waltz').similarity,
    );
  });

  it.each([
    ['Michael Watlz', 'Michael Waltz'],
    ['Cliff Betnz', 'Cliff Bentz'],
    ['ADBUL BASIR NOORZAI', 'ABDUL BASIR NOORZAI'],
  ])('screening %s retrieves and finds %s', (query, listed) => {
    const index = buildMatchIndex(entities);
    const matches = screen(
      index,
      { name: query, type: 'INDIVIDUAL' },
      { threshold: DEFAULT_MATCH_THRESHOLD },
    );
    expect(matches[0]?.entity.name).toBe(listed);
  });

  it('letters merely alike in another order do not match', () => {
    const index = buildMatchIndex(entities);
    const matches = screen(
      index,
      { name: 'Michael Wlatz', type: 'INDIVIDUAL' },
      { threshold: DEFAULT_MATCH_THRESHOLD },
    );
    expect(matches.map((match) => match.entity.name)).not.toContain('Michael Walton');
  });
});
