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

const personSimilarity = (query: string, listed: string) =>
  compareNames(query, listed, { queryKind: 'person', listedKind: 'person' }).similarity;

describe('Latin letters an abjad writes with letters of its own', () => {
  it.each([
    ['v as f, in a short name', 'فلي', 'Vali'],
    ['v as f, after a vowel', 'ايفيكا', 'Ivica'],
    ['kh as Hebrew ח', 'חאלד משעל', 'Khaled Mashal'],
    ['kh as Hebrew ח, in one word', 'חמינאי', 'Khamenei'],
    ['p as Hebrew פ at a word’s start', 'פבלו', 'Pablo'],
    ['p as Arabic ب at a word’s start', 'بابلو', 'Pablo'],
    ['gh as Hebrew ע with a geresh', 'ע׳אזי', 'Ghazi'],
  ])('%s: %s is %s', (_, query, listed) => {
    expect(personSimilarity(query, listed)).toBeGreaterThanOrEqual(80);
  });

  it.each([
    ['w is a glide, not f', 'فلي', 'Wali'],
    ['ח is no k', 'חסן', 'Kasan'],
  ])('but %s: %s is not %s', (_, query, listed) => {
    expect(personSimilarity(query, listed)).toBeLessThan(80);
  });
});
