import { parseBundledListedEntities } from '../../../domain/sanctions/ingest';
import { buildMatchIndex, buildMatchIndexYielding, screen } from '../../../domain/sanctions/matching';

/** A quarter of the bundled lists: enough for several pauses, quick enough for a unit test. */
const entities = parseBundledListedEntities().filter((_, i) => i % 4 === 0);

describe('building the match index in steps', () => {
  it('lets the event loop run between steps and builds the same index', async () => {
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 0);
    const started = Date.now();
    const stepwise = await buildMatchIndexYielding(entities);
    const elapsed = Date.now() - started;
    clearInterval(ticker);
    // A timer due every millisecond ran throughout, not once at the end.
    expect(ticks).toBeGreaterThan(5);
    expect(elapsed).toBeGreaterThan(0);

    const atOnce = buildMatchIndex(entities);
    expect({ ...stepwise.stats, buildMilliseconds: 0 }).toEqual({ ...atOnce.stats, buildMilliseconds: 0 });
    for (const name of ['Vladimir Putin', 'Mohammed Ali', 'Kim Jong Un', 'Erika Mustermann']) {
      const summarise = (index: typeof atOnce) =>
        screen(index, { name, type: 'INDIVIDUAL' }, { threshold: 60, limit: 20 }).map((m) => [
          m.entity.sourceId,
          m.score,
        ]);
      expect(summarise(stepwise)).toEqual(summarise(atOnce));
    }
  });
});
