import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryResultRow } from 'pg';
import { NotFoundError } from '../errors';
import { isUuid } from '../ids';
import { queryRow, queryRows, type Sql } from './sql';

/**
 * The one row `statement` finds for `id`, or a NotFoundError naming `what`. A malformed id is simply not
 * found, without a statement (ids are UUIDs; another organisation's id is not found either, by the
 * statement's own scope).
 */
export async function requiredRow<Row extends QueryResultRow, Item>(
  em: EntityManager,
  what: string,
  id: string,
  statement: Sql,
  toRecord: (row: Row) => Item,
): Promise<Item> {
  const found = isUuid(id) ? await queryRow(em, statement, toRecord) : null;
  if (!found) throw new NotFoundError(what, id);
  return found;
}

/** The rows of a DataLoader's ids: malformed ids find nothing, and no statement runs when none is left. */
export async function rowsOfIds<Row extends QueryResultRow, Item>(
  em: EntityManager,
  ids: readonly string[],
  statement: (validIds: string[]) => Sql,
  toRecord: (row: Row) => Item,
): Promise<Item[]> {
  const valid = ids.filter(isUuid);
  return valid.length === 0 ? [] : queryRows(em, statement(valid), toRecord);
}
