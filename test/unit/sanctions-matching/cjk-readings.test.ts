import { japaneseReadings, koreanReading } from '../../../domain/sanctions/matching/cjk-readings';

/** The spellings with the character boundaries removed, as the matcher may glue them. */
const glued = (name: string, limit?: number) =>
  japaneseReadings(name, limit).map((spelling) => spelling.replace(/ /g, ''));

describe('koreanReading', () => {
  it('reads Han characters in Korean, the personal-name reading first', () => {
    expect(koreanReading('金正恩')).toBe('김정은');
    expect(koreanReading('習近平')).toBe('습근평');
  });

  it('keeps characters that are not Han', () => {
    expect(koreanReading('金, 正恩')).toBe('김, 정은');
    expect(koreanReading('金정은')).toBe('김정은');
  });

  it('has no reading for a name without Han characters', () => {
    expect(koreanReading('Kim Jong Un')).toBeUndefined();
    expect(koreanReading('')).toBeUndefined();
  });
});

describe('japaneseReadings', () => {
  it('reads each character as a word of its own, with rendaku and without long vowels', () => {
    expect(japaneseReadings('山田太郎')).toContain('yama da ta ro');
    expect(glued('山田太郎')).toContain('yamadataro');
    expect(glued('田中花子')).toContain('tanakahanako');
  });

  it('puts short native and Sino-Japanese readings before whole verbs and adjectives', () => {
    expect(japaneseReadings('田中花子')[0]).toBe('ta naka hana ko');
    expect(japaneseReadings('山田太郎').slice(0, 3)).toContain('yama da ta ro');
  });

  it('repeats the character before 々', () => {
    expect(glued('佐々木')).toContain('sasaki');
  });

  it('keeps characters that are not Han and starts a new word after them', () => {
    expect(japaneseReadings('山田 Taro')).toContain('yama da Taro');
    expect(japaneseReadings('山田, 太郎')).toContain('yama da, ta ro');
  });

  it('has no reading for a name without Han characters', () => {
    expect(japaneseReadings('Yamada Taro')).toEqual([]);
    expect(japaneseReadings('')).toEqual([]);
  });

  it('returns at most `limit` different spellings', () => {
    const spellings = japaneseReadings('山田太郎', 5);
    expect(spellings).toHaveLength(5);
    expect(new Set(spellings).size).toBe(5);
    expect(japaneseReadings('山田太郎')).toHaveLength(12);
    expect(japaneseReadings('山田太郎', 0)).toEqual([]);
  });

  it('stays fast on long names', () => {
    japaneseReadings('山');
    const started = performance.now();
    const spellings = japaneseReadings('山田太郎田中花子金正', 12);
    expect(performance.now() - started).toBeLessThan(50);
    expect(spellings).toHaveLength(12);
    expect(spellings[0].split(' ')).toHaveLength(10);
  });
});
