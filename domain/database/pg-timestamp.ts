/**
 * Raw queries through the ORM's connection return `timestamptz` as PostgreSQL text
 * (`2026-11-22 04:48:10.17+00`): the ORM leaves date parsing to its own hydration.
 */
export function parsePgTimestamp(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value;
  const text = String(value)
    .replace(' ', 'T')
    .replace(/([+-]\d{2})$/, '$1:00');
  const date = new Date(text);
  if (Number.isNaN(date.getTime()))
    throw new Error(`Unreadable timestamp from the database: ${String(value)}`);
  return date;
}
