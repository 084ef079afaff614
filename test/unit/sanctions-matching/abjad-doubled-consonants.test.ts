import { buildMatchIndex, compareNames, screen } from '../../../domain/sanctions/matching';
import { listedEntity } from './listed-entity-fixture';

describe('a doubled consonant an abjad writes once', () => {
  it('matches the listed name that writes it twice', () => {
    const { similarity } = compareNames('אבדול מנן ניזי', 'ABDUL MANAN NYAZI', {
      queryKind: 'person',
      listedKind: 'person',
    });
    expect(similarity).toBeGreaterThanOrEqual(80);
  });

  it('is found through the index', () => {
    const index = buildMatchIndex([listedEntity({ name: 'ABDUL SATAR ABDUL MANAN', schema: 'INDIVIDUAL' })]);
    const found = screen(
      index,
      { name: 'عبد الستار عبد المنان', type: 'INDIVIDUAL' },
      { threshold: 80, limit: 5 },
    );
    expect(found.map((match) => match.entity.name)).toEqual(['ABDUL SATAR ABDUL MANAN']);
  });

  it.each([
    ['מנן', 'MARAN'],
    ['דדון', 'ADNANI'],
    ['עטיה', 'TUITO'],
  ])('does not make other consonants alike: %s, %s', (query, listed) => {
    const { similarity } = compareNames(query, listed, { queryKind: 'person', listedKind: 'person' });
    expect(similarity).toBeLessThan(80);
  });

  it('does not read a first Hebrew bet as b, which would make Badir Abdur', () => {
    const { similarity } = compareNames('בדיר', 'ABDUR', { queryKind: 'person', listedKind: 'person' });
    expect(similarity).toBeLessThan(80);
  });
});

describe('a Latin v, which an abjad writes as f', () => {
  const similarity = (query: string, listed: string) =>
    compareNames(query, listed, { queryKind: 'person', listedKind: 'person' }).similarity;

  it.each([
    ['فلي', 'Vali'],
    ['ايفيكا', 'Ivica'],
  ])('counts as a consonant in a short name: %s is %s', (query, listed) => {
    expect(similarity(query, listed)).toBeGreaterThanOrEqual(80);
  });

  it('is not a w, which the abjad writes as a glide: فلي is not Wali', () => {
    expect(similarity('فلي', 'Wali')).toBeLessThan(80);
  });
});

describe('a Latin kh, which Hebrew writes as ח', () => {
  const similarity = (query: string, listed: string) =>
    compareNames(query, listed, { queryKind: 'person', listedKind: 'person' }).similarity;

  it.each([
    ['חאלד משעל', 'Khaled Mashal'],
    ['חמינאי', 'Khamenei'],
  ])('meets the ח of %s: %s', (query, listed) => {
    expect(similarity(query, listed)).toBeGreaterThanOrEqual(80);
  });

  it('does not make ח a k: חסן is Hasan, not Kasan', () => {
    expect(similarity('חסן', 'Kasan')).toBeLessThan(80);
  });
});
