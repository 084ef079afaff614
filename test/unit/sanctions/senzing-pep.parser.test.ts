import {
  ListParseError,
  type ListParseResult,
  parseSenzingPep,
  readBundledSnapshot,
} from '../../../domain/sanctions/ingest';
import { findEntity } from './find-entity';

describe('parseSenzingPep on the bundled US Congress export', () => {
  let result: ListParseResult;

  beforeAll(() => {
    result = parseSenzingPep(readBundledSnapshot('us_congress_senzing.json.gz'));
  });

  it('reads 1,317 persons; the two position records are not entities', () => {
    expect(result.counts.bySchema).toEqual({ INDIVIDUAL: 1317, ORGANISATION: 0, VESSEL: 0, AIRCRAFT: 0 });
    expect(result.dataset).toMatchObject({ name: 'us_congress', updatedAt: '2025-12-08T08:44:02' });
    expect(result.entities.every((e) => e.topics.some((t) => t.topicId === 'role.pep'))).toBe(true);
  });

  it('reads birth year, position held via the Occupancy relation, nationality and source URL', () => {
    expect(findEntity(result.entities, 'Q355522')).toMatchObject({
      name: 'Mitch McConnell',
      birthDates: [{ kind: 'year', year: 1942 }],
      positions: ['United States senator'],
      nationalities: ['US'],
      topics: [{ topicId: 'role.pep', category: 'role', label: 'Politician' }],
      programs: [],
      sourceUrls: ['https://www.opensanctions.org/entities/Q355522'],
      lastChangedOn: '2025-09-23',
    });
  });

  it('reads death years and alias names', () => {
    expect(findEntity(result.entities, 'Q11112119')).toMatchObject({
      name: 'Mia B. Love',
      birthDates: [{ kind: 'year', year: 1975 }],
      deathDates: [{ kind: 'year', year: 2025 }],
      positions: ['United States representative'],
    });
    expect(findEntity(result.entities, 'Q18631698').aliases.map((a) => a.name)).toEqual([
      'Jesus G. Garcia',
      'Jesus G. "Chuy" Garcia',
    ]);
    const positions = new Set(result.entities.flatMap((e) => e.positions));
    expect(positions).toEqual(new Set(['United States representative', 'United States senator']));
  });

  it('throws ListParseError for a line that is no Senzing record', () => {
    expect(() => parseSenzingPep('{"RECORD_ID":"Q1","RECORD_TYPE":"PERSON"}\n{"broken')).toThrow(/line 2/);
    expect(() => parseSenzingPep('{"NAMES":[]}')).toThrow(ListParseError);
    expect(() => parseSenzingPep('')).toThrow(ListParseError);
  });
});
