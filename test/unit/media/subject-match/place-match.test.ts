import { matchArticle } from './match-fixtures';

const BERLIN = { place: 'Friedrichstraße 43, 10117 Berlin', lat: 52.52, lng: 13.405, countryCode: 'DE' };
const POTSDAM_ARTICLE = {
  headline: 'Fraud charges',
  body: 'Jan Keller, who runs a property firm in Potsdam, was charged with fraud on Monday.',
};

describe('SubjectMatch place', () => {
  it('agrees with a nearby city, with the distance in kilometres and miles', () => {
    const match = matchArticle(POTSDAM_ARTICLE, { name: 'Jan Keller', places: [BERLIN] });

    expect(match.place.type).toBe('STRONG_MATCH');
    expect(match.place.articlePlaces).toEqual([
      { placeId: 'article-place-1', place: 'Potsdam, DE', description: expect.stringContaining('Potsdam') },
    ]);
    const [pair] = match.place.matches;
    expect(pair).toMatchObject({ subjectPlaceId: 'subject-place-1', articlePlaceId: 'article-place-1' });
    expect(pair!.distance!.kilometers).toBeGreaterThan(20);
    expect(pair!.distance!.kilometers).toBeLessThan(35);
    expect(pair!.distance!.miles).toBeCloseTo(pair!.distance!.kilometers / 1.609344, 0);
    expect(pair!.matchingValues).toEqual([{ value: 'DE' }]);
  });

  it('lists the subject places with their coordinates', () => {
    const match = matchArticle(POTSDAM_ARTICLE, { name: 'Jan Keller', places: [BERLIN] });

    expect(match.place.subjectPlaces).toEqual([
      { placeId: 'subject-place-1', description: null, place: BERLIN.place, lat: 52.52, lng: 13.405 },
    ]);
  });

  it('conflicts with a far-away city in another country, and lowers the score', () => {
    const madrid = { ...POTSDAM_ARTICLE, body: POTSDAM_ARTICLE.body.replace('Potsdam', 'Madrid') };
    const match = matchArticle(madrid, { name: 'Jan Keller', places: [BERLIN] });
    const nearby = matchArticle(POTSDAM_ARTICLE, { name: 'Jan Keller', places: [BERLIN] });

    expect(match.place.type).toBe('STRONG_MISMATCH');
    expect(match.place.matches[0]!.distance!.kilometers).toBeGreaterThan(1500);
    expect(match.score).toBeLessThan(7);
    expect(match.score).toBeLessThan(nearby.score);
  });

  it('compares a place without coordinates by its words', () => {
    const match = matchArticle(
      { body: 'Jan Keller was arrested in Potsdam.' },
      { name: 'Jan Keller', places: [{ place: 'Potsdam, Brandenburg' }] },
    );

    expect(match.place.matches).toEqual([
      expect.objectContaining({
        type: 'TOTAL_MATCH',
        distance: null,
        matchingValues: [{ value: 'Potsdam' }],
      }),
    ]);
  });

  it('is NO_DATA when the subject has no place', () => {
    const match = matchArticle(POTSDAM_ARTICLE, { name: 'Jan Keller' });

    expect(match.place).toMatchObject({ type: 'NO_DATA', matches: [], subjectPlaces: [] });
    expect(match.place.articlePlaces).toHaveLength(1);
  });

  it('does not read people, states or words as cities', () => {
    const match = matchArticle(
      {
        headline: 'Keller Met Clinton Aides',
        body:
          'Jan Keller met Hillary Clinton in Madrid before both flew to the United States. ' +
          'He later moved to Florida. Police said Bush was not involved.',
      },
      { name: 'Jan Keller' },
    );

    expect(match.place.articlePlaces.map(({ place }) => place)).toEqual(['Madrid, ES']);
  });
});
