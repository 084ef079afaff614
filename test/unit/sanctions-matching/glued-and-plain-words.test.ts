import { buildMatchIndex, screen } from '../../../domain/sanctions/matching';
import { listedEntity } from './listed-entity-fixture';

describe('a list word spelled like parts glued in another listed name', () => {
  // "Ali Reza" glued is "alireza", the same text as the word Alireza of the second entry.
  const index = buildMatchIndex([
    listedEntity({ name: 'KARIMI, Ali Reza', schema: 'INDIVIDUAL', sourceId: 'karimi' }),
    listedEntity({ name: 'ATABAKI, Alireza', schema: 'INDIVIDUAL', sourceId: 'atabaki' }),
  ]);

  it('is matched as a word by a reading from another script', () => {
    const found = screen(index, { name: 'អតពកិ អលិរេជ', type: 'INDIVIDUAL' }, { threshold: 80, limit: 5 });
    expect(found.map((match) => match.entity.name)).toContain('ATABAKI, Alireza');
  });
});
