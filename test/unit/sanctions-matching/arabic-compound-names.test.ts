import { compareNames } from '../../../domain/sanctions/matching';
import { nameReadings } from '../../../domain/sanctions/matching/name-readings';

const similarity = (query: string, listed: string) =>
  compareNames(query, listed, { queryKind: 'person', listedKind: 'person' }).similarity;

describe('the Arabic article before a sun letter', () => {
  it('is also read as assimilated, glued to the name before it', () => {
    expect(similarity('سراج الدين حقانى', 'SIRAJUDDIN HAQQANI')).toBeGreaterThanOrEqual(80);
    expect(similarity('نور الدين بن علي', 'NOUREDDINE BEN ALI')).toBeGreaterThanOrEqual(80);
  });

  it('is still read as al, as many lists write it', () => {
    expect(similarity('سراج الدين حقانى', 'SIRAJ AL-DIN HAQQANI')).toBeGreaterThanOrEqual(80);
  });

  it('gives no second reading before a moon letter', () => {
    expect(nameReadings('عبد الكريم').map((reading) => reading.reading?.text)).toEqual(['abd al krym']);
    expect(nameReadings('عبد الرحمن').map((reading) => reading.reading?.text)).toEqual([
      'abd al rhmn',
      'abd rhmn',
    ]);
  });
});

describe('a Persian -zada written apart', () => {
  it('matches the listed name that glues it', () => {
    expect(similarity('آخوند زاده', 'AKHUNDZADA')).toBeGreaterThanOrEqual(80);
    expect(similarity('Akhund Zadeh', 'AKHUNDZADA')).toBeGreaterThanOrEqual(80);
  });
});
