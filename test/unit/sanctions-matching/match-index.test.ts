import { buildMatchIndex, DEFAULT_MATCH_THRESHOLD, screen } from '../../../domain/sanctions/matching';
import { PART_FLOOR } from '../../../domain/sanctions/matching/part-floor';
import { CANDIDATE_NAMES } from '../../../domain/sanctions/matching/screen';
import { prepareQueryNames } from '../../../domain/sanctions/matching/query-names';
import { retrieveCandidates } from '../../../domain/sanctions/matching/retrieve-candidates';
import { listedEntity } from './listed-entity-fixture';

const GIVEN = ['Ahmad', 'Omar', 'Yusuf', 'Karim', 'Hassan', 'Ali', 'Samir', 'Nabil', 'Tariq', 'Walid'];
const FAMILY = [
  'Haddad',
  'Khoury',
  'Nasser',
  'Saleh',
  'Mansour',
  'Aziz',
  'Hamdan',
  'Qasim',
  'Rahman',
  'Farouk',
];

/** 3,000 people sharing a small pool of name parts, and a few distinct entries. */
const crowd = Array.from({ length: 3000 }, (_, i) =>
  listedEntity({
    sourceId: `crowd-${i}`,
    name: `${FAMILY[i % 10]}, ${GIVEN[Math.floor(i / 10) % 10]} ${GIVEN[Math.floor(i / 100) % 10]} ${FAMILY[Math.floor(i / 1000)]}`,
    schema: 'INDIVIDUAL',
  }),
);
const entities = [
  ...crowd,
  listedEntity({
    name: 'BADEGE, Eric',
    schema: 'INDIVIDUAL',
    aliases: [
      { name: 'Rumuli', quality: 'weak' },
      { name: 'Eric Badeghe', quality: 'strong' },
    ],
    dataset: 'un_sc_sanctions',
  }),
  listedEntity({ name: 'Rumuli Trading', schema: 'ORGANISATION' }),
];

describe('buildMatchIndex and retrieval', () => {
  const index = buildMatchIndex(entities);

  it('reports what it holds', () => {
    expect(index.stats).toMatchObject({ entities: entities.length, names: entities.length + 2 });
    expect(index.stats.vocabulary).toBeGreaterThan(20);
  });

  it('scores a bounded set of candidates, not every entity', () => {
    const query = { name: 'Ahmad Haddad', type: 'INDIVIDUAL' as const };
    const candidates = retrieveCandidates(
      index,
      prepareQueryNames(index, query, PART_FLOOR),
      query,
      CANDIDATE_NAMES,
      () => true,
    );
    expect(candidates.length).toBeLessThanOrEqual(CANDIDATE_NAMES);
    expect(candidates.length).toBeLessThan(entities.length / 5);
    const distinct = { name: 'Eric Badege', type: 'INDIVIDUAL' as const };
    expect(
      retrieveCandidates(
        index,
        prepareQueryNames(index, distinct, PART_FLOOR),
        distinct,
        CANDIDATE_NAMES,
        () => true,
      ),
    ).toEqual([crowd.length]);
  });

  it('returns matches best first, above the threshold, at most `limit`', () => {
    const matches = screen(
      index,
      { name: 'Ahmad Omar Haddad', type: 'INDIVIDUAL' },
      { threshold: 60, limit: 5 },
    );
    expect(matches).toHaveLength(5);
    expect(matches.map((match) => match.score)).toEqual(
      [...matches.map((match) => match.score)].sort((a, b) => b - a),
    );
    expect(matches.every((match) => match.score >= 60)).toBe(true);
  });

  it('counts a weak alias less than a strong one', () => {
    const [match] = screen(index, { name: 'Rumuli', type: 'INDIVIDUAL' }, { threshold: 0, limit: 1 });
    expect(match.explanation).toMatchObject({ listedNameSource: 'weak_alias', nameSimilarity: 100 });
    expect(match.explanation.features).toContainEqual(
      expect.objectContaining({ feature: 'alias_quality', effect: -15 }),
    );
    expect(match.score).toBe(85);
    const [strong] = screen(index, { name: 'Eric Badeghe', type: 'INDIVIDUAL' }, { threshold: 0, limit: 1 });
    expect(strong).toMatchObject({ score: 100, explanation: { listedNameSource: 'alias' } });
  });

  it('is rebuilt, not changed, when the lists are refreshed', () => {
    const refreshed = buildMatchIndex(entities.slice(-2));
    expect(
      screen(refreshed, { name: 'Ahmad Haddad', type: 'INDIVIDUAL' }, { threshold: DEFAULT_MATCH_THRESHOLD }),
    ).toEqual([]);
    expect(
      screen(index, { name: 'Eric Badege', type: 'INDIVIDUAL' }, { threshold: DEFAULT_MATCH_THRESHOLD }),
    ).toHaveLength(1);
    expect(Object.isFrozen(index)).toBe(true);
  });

  it('finds nothing for names without any part in common', () => {
    expect(screen(index, { name: 'Zbigniew Brzezinski', type: 'INDIVIDUAL' }, { threshold: 0 })).toEqual([]);
  });
});
