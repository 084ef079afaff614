import type { EntityManager } from '@mikro-orm/postgresql';
import type { Caller } from '../caller';
import { empty, prepared, queryRow, queryRows, raw, sql } from '../database/sql';
import { rowsOfIds } from '../database/rows-by-id';
import { NotFoundError } from '../errors';
import { isUuid } from '../ids';
import type { SubjectPlaceRecord, SubjectRecord, SubjectWithPlaces } from './subject-record';
import type { SubjectType } from './subject-type';
import { parseInternalIdFilter } from './internal-id-filter';

const SUBJECT_COLUMNS = raw(`s.id, s.organisation_id, s.name, s.type, s.aliases, s.date_of_birth,
  s.date_of_incorporation, s.industries, s.nationalities, s.internal_id, s.created_at, s.created_by_id`);

interface SubjectRow {
  id: string;
  organisation_id: string;
  name: string;
  type: SubjectType;
  aliases: string[];
  date_of_birth: Date | null;
  date_of_incorporation: Date | null;
  industries: string[];
  nationalities: string[];
  internal_id: string | null;
  created_at: Date;
  created_by_id: string;
}

interface PlaceRow {
  id: string;
  subject_id: string;
  description: string | null;
  place: string;
  lat: number | null;
  lng: number | null;
  country_code: string | null;
}

/**
 * Reads of subjects, in hand-written SQL through the request's connection: the hot paths answer in
 * one round trip (a subject with its places; a page with its total), without entity hydration.
 */
export class SubjectQueries {
  async get(em: EntityManager, caller: Caller, id: string): Promise<SubjectWithPlaces> {
    const found = isUuid(id)
      ? await queryRow(
          em,
          // The hottest read of the API: prepared once per connection.
          prepared(
            'subject-with-places',
            sql`select ${SUBJECT_COLUMNS},
                coalesce((select json_agg(json_build_object('id', p.id, 'subject_id', p.subject_id,
                    'description', p.description, 'place', p.place, 'lat', p.lat, 'lng', p.lng,
                    'country_code', p.country_code) order by p.position)
                  from subject_place p where p.subject_id = s.id), '[]') as places
              from subject s where s.id = ${id} and s.organisation_id = ${caller.organisationId}`,
          ),
          (row: SubjectRow & { places: PlaceRow[] }) => ({
            subject: toSubject(row),
            places: row.places.map(toPlace),
          }),
        )
      : null;
    if (!found) throw new NotFoundError('Subject', id);
    return found;
  }

  /** For batch loaders: the caller's subjects among `ids`, in no particular order. */
  async findByIds(em: EntityManager, caller: Caller, ids: readonly string[]): Promise<SubjectRecord[]> {
    return rowsOfIds(
      em,
      ids,
      (valid) =>
        sql`select ${SUBJECT_COLUMNS} from subject s
          where s.id = any(${valid}::uuid[]) and s.organisation_id = ${caller.organisationId}`,
      toSubject,
    );
  }

  /** For batch loaders: places of the caller's subjects among `subjectIds`, in the caller's order. */
  async placesOf(
    em: EntityManager,
    caller: Caller,
    subjectIds: readonly string[],
  ): Promise<SubjectPlaceRecord[]> {
    return rowsOfIds(
      em,
      subjectIds,
      (valid) =>
        sql`select p.id, p.subject_id, p.description, p.place, p.lat, p.lng, p.country_code from subject_place p
          where p.subject_id = any(${valid}::uuid[]) and p.organisation_id = ${caller.organisationId}
          order by p.subject_id, p.position`,
      toPlace,
    );
  }

  /** Oldest first; the total comes with the page (a window count), a second query only past the end. */
  async list(
    em: EntityManager,
    caller: Caller,
    request: { page: number; pageSize: number; internalId?: string | null },
  ): Promise<{ items: SubjectRecord[]; total: number }> {
    const internalId = parseInternalIdFilter(request.internalId, 'internalId');
    const filter = sql`s.organisation_id = ${caller.organisationId}
      ${internalId ? sql`and s.internal_id = ${internalId}` : empty}`;
    const page = await queryRows(
      em,
      sql`select ${SUBJECT_COLUMNS}, count(*) over () as total from subject s
          where ${filter} order by s.created_at, s.id
          limit ${request.pageSize} offset ${(request.page - 1) * request.pageSize}`,
      (row: SubjectRow & { total: number }) => ({ subject: toSubject(row), total: row.total }),
    );
    if (page.length > 0) return { items: page.map((p) => p.subject), total: page[0].total };
    const total = await queryRow(
      em,
      sql`select count(*) as total from subject s where ${filter}`,
      (row: { total: number }) => row.total,
    );
    return { items: [], total: total ?? 0 };
  }
}

function toSubject(row: SubjectRow): SubjectRecord {
  return {
    id: row.id,
    organisationId: row.organisation_id,
    name: row.name,
    type: row.type,
    aliases: row.aliases,
    dateOfBirth: row.date_of_birth,
    dateOfIncorporation: row.date_of_incorporation,
    industries: row.industries,
    nationalities: row.nationalities,
    internalId: row.internal_id,
    createdAt: row.created_at,
    createdById: row.created_by_id,
  };
}

function toPlace(row: PlaceRow): SubjectPlaceRecord {
  return {
    id: row.id,
    subjectId: row.subject_id,
    description: row.description,
    place: row.place,
    lat: row.lat,
    lng: row.lng,
    countryCode: row.country_code ?? null,
  };
}
