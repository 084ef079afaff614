import { parsePgTimestamp } from '../../domain/database/pg-timestamp';

describe('parsePgTimestamp', () => {
  it.each([
    ['2026-11-22 04:48:10.17+00', '2026-11-22T04:48:10.170Z'],
    ['2026-11-22 04:48:10+00', '2026-11-22T04:48:10.000Z'],
    ['1964-08-12 00:00:00+00', '1964-08-12T00:00:00.000Z'],
    ['2026-11-22 06:48:10.123+02', '2026-11-22T04:48:10.123Z'],
    ['2026-11-22 04:48:10.123+05:30', '2026-11-21T23:18:10.123Z'],
  ])('reads %s as %s', (text, iso) => {
    expect(parsePgTimestamp(text)!.toISOString()).toBe(iso);
  });

  it('passes null through and refuses garbage', () => {
    expect(parsePgTimestamp(null)).toBeNull();
    expect(() => parsePgTimestamp('yesterday')).toThrow();
  });
});
