import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { compareNames, DEFAULT_MATCH_THRESHOLD, type NameKind } from '../../../domain/sanctions/matching';

const similarity = (query: string, listed: string, kind: NameKind = 'unknown') =>
  compareNames(query, listed, { queryKind: kind, listedKind: kind }).similarity;

describe('compareNames: variants of one name', () => {
  it.each([
    ['reordered parts', 'Vladimir Putin', 'PUTIN, Vladimir', 100],
    ['missing patronymic', 'Vladimir Putin', 'PUTIN, Vladimir Vladimirovich', 90],
    ['missing middle name', 'Frank Bwambale', 'FRANK KAKOLELE BWAMBALE', 80],
    ['initial', 'V. Putin', 'PUTIN, Vladimir', 80],
    ['particle joined', 'Alqaida', 'AL-QAIDA', 95],
    ['particle split', 'Al Qaeda', "AL QA'IDA", 90],
    ['compound joined', 'Bashir ud Din', 'Bashiruddin', 95],
    ['article spelled otherwise', 'Abd al Rahman', 'Abdulrahman', 85],
    ['Dutch particles', 'Jan van der Berg', 'VANDERBERG, Jan', 90],
    ['typo', 'Vladimr Putin', 'PUTIN, Vladimir', 90],
    ['transposition', 'Vladimir Putni', 'PUTIN, Vladimir', 90],
    ['transposition in a short name', 'Sutlan Aziz Azam', 'SULTAN AZIZ AZAM', 85],
    ['diacritics', 'Jérôme Kakwavu', 'JEROME KAKWAVU', 100],
    ['umlaut written out', 'Thomas Müller', 'MUELLER, Thomas', 90],
    ['Mohammed/Muhammad', 'Muhammad Ali', 'MOHAMMED ALI', 90],
    ['Osama/Usama, Laden/Ladin', 'Osama bin Laden', 'BIN LADIN, Usama', 90],
    ['-ov/-ow, j/y', 'Sergej Iwanow', 'IVANOV, Sergey', 90],
    ['-off and j/y/i', 'Jurij Smirnoff', 'SMIRNOV, Yuri', 90],
    ['kh/ch/h', 'Mikhail Chodorkowski', 'KHODORKOVSKY, Mikhail', 85],
    ['vowels of Arabic names', 'Hezbollah', 'HIZBALLAH', 85],
    ['Russian in French', 'Evgueni Prigojine', 'PRIGOZHIN, Yevgeniy Viktorovich', 80],
    ['Russian in German', 'Jewgeni Prigoschin', 'PRIGOZHIN, Yevgeniy Viktorovich', 80],
  ])('%s: %s ~ %s ≥ %i', (_, query, listed, minimum) => {
    expect(similarity(query, listed)).toBeGreaterThanOrEqual(minimum);
  });

  it('drops honorifics from persons and legal forms from organisations', () => {
    expect(similarity('Sheikh Dr. Farid Mahmoud', 'MAHMOUD, Farid', 'person')).toBe(100);
    expect(similarity('Huawei Technologies Co., Ltd.', 'HUAWEI TECHNOLOGIES', 'organisation')).toBe(100);
    expect(similarity('OOO Romashka', 'Romashka LLC', 'organisation')).toBe(100);
  });

  it('keeps a title that is the whole surname: "SHEIKH, Mohammed"', () => {
    expect(similarity('Mohammed Sheikh', 'SHEIKH, Mohammed', 'person')).toBe(100);
    expect(similarity('Mohammed Sheikh', 'MOHAMMED, Ali', 'person')).toBeLessThan(DEFAULT_MATCH_THRESHOLD);
  });

  it("lets a list add an organisation's country or kind of business, not a customer", () => {
    expect(similarity('Bank Melli', 'BANK MELLI IRAN', 'organisation')).toBeGreaterThanOrEqual(85);
    expect(similarity('Sberbank', 'SBERBANK OF RUSSIA', 'organisation')).toBeGreaterThanOrEqual(80);
    expect(similarity('Golden Star', 'GOLDEN STAR TRADING', 'organisation')).toBeGreaterThanOrEqual(85);
    expect(similarity('Rosneft Trading', 'ROSNEFT', 'organisation')).toBeLessThan(DEFAULT_MATCH_THRESHOLD);
    // For persons the same words are names of their own.
    expect(similarity('Ali Hassan', 'HASSAN, Ali Iran', 'person')).toBeLessThan(
      similarity('Bank Melli', 'BANK MELLI IRAN', 'organisation'),
    );
  });

  it('explains which parts were paired', () => {
    expect(compareNames('Vladimr Putin', 'PUTIN, Vladimir').parts).toEqual([
      { query: 'putin', listed: 'putin', similarity: 100 },
      { query: 'vladimr', listed: 'vladimir', similarity: expect.any(Number) },
    ]);
  });
});

describe('compareNames: transliteration to Latin listed names', () => {
  it.each([
    ['Cyrillic', 'Владимир Путин', 'PUTIN, Vladimir', 100],
    ['Cyrillic', 'Сергей Лавров', 'LAVROV, Sergey', 95],
    ['Arabic', 'أسامة بن لادن', 'BIN LADEN, Osama', 85],
    ['Arabic', 'القاعدة', 'AL-QAIDA', 85],
    ['Chinese', '李方伟', 'LI, Fangwei', 95],
    ['Chinese', '习近平', 'Xi Jinping', 95],
    ['Korean', '김정은', 'KIM, Jong Un', 90],
    ['Korean', '최룡해', 'CHOE, Ryong Hae', 90],
    ['Greek', 'Αλέξανδρος Παπαδόπουλος', 'Alexandros Papadopoulos', 95],
  ])('%s: %s ~ %s ≥ %i', (_, query, listed, minimum) => {
    expect(similarity(query, listed)).toBeGreaterThanOrEqual(minimum);
  });
});

/** A row of cross_script_pairs.csv; the minimum score is 0–1. */
interface CrossScriptPair {
  query: string;
  expected: string;
  minScore: string;
  description: string;
}

describe('compareNames: cross-script pairs of the evaluation set', () => {
  // No header; comment lines start with '#'.
  const pairs = parse<CrossScriptPair>(
    fs.readFileSync(path.join(__dirname, '../../fixtures/sanctions-eval/cross_script_pairs.csv'), 'utf8'),
    { comment: '#', skip_empty_lines: true, columns: ['query', 'expected', 'minScore', 'description'] },
  );

  it('reads all pairs of the file', () => {
    expect(pairs).toHaveLength(22);
  });

  it.each(pairs)('$description: $query ~ $expected ≥ $minScore', ({ query, expected, minScore }) => {
    expect(similarity(query, expected)).toBeGreaterThanOrEqual(Number(minScore) * 100);
  });
});

describe('compareNames: different names stay apart', () => {
  it.each([
    ['John Smith', 'JOHN, Damien'],
    ['Vladimir Putin', 'VLADIMIR BILIY'],
    ['Putin', 'Utin'],
    ['Alqaida', 'AL KAYALI'],
    ['Alexander Ahmed', 'Ahmed Hassan'],
    ['Maria Garcia', 'GARCIA RODRIGUEZ, Martha'],
    ['Vladimir Petrov', 'IVANOV, Sergei Vladimirovich'],
    ['Mohammed Ali Khan', 'Mohammed al-Khatib'],
    ['Anna Schmidt', 'Anna Schmitt-Lehmann Kovacs'],
    ['Thomas Aas', 'Thomas Yan'],
  ])('%s ≁ %s', (query, listed) => {
    expect(similarity(query, listed)).toBeLessThan(DEFAULT_MATCH_THRESHOLD);
  });

  it('counts both syllables of a romanised Korean or Chinese given name: Kim Il Sung is not Kim Song', () => {
    expect(similarity('Kim Il Sung', 'KIM, Song', 'person')).toBeLessThan(DEFAULT_MATCH_THRESHOLD);
    expect(similarity('Wang Guo Ying', 'WANG, Ying', 'person')).toBeLessThan(DEFAULT_MATCH_THRESHOLD);
    expect(similarity('Kim Il Sung', 'KIM IL SUNG', 'person')).toBe(100);
  });

  it('keeps Chinese syllables exact: 建平 is not Jinping', () => {
    expect(similarity('李建平', 'LI, Jinping')).toBeLessThan(DEFAULT_MATCH_THRESHOLD);
  });
});
