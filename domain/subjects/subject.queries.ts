import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlOf } from '../database/sql';
import type { Caller } from '../caller';
import { parsePgTimestamp } from '../database/pg-timestamp';
import { NotFoundError } from '../errors';
import { isUuid } from '../ids';
import type { SubjectPlaceRecord, SubjectRecord, SubjectWithPlaces } from './subject-record';

const SUBJECT_COLUMNS = `s.id, s.organisation_id, s.name, s.type, s.aliases, s.date_of_birth, s.date_of_incorporation,
  s.industries, s.nationalities, s.internal_id, s.created_at, s.created_by_id`;

type Row = Record<string, unknown>;

/**
 * Reads of subjects, in hand-written SQL through the request's connection: the hot paths answer in
 * one round trip (a subject with its places; a page with its total), without entity hydration.
 * Writes go through the entities and the unit of work (SubjectService).
 */
export class SubjectQueries {
  async get(em: EntityManager, caller: Caller, id: string): Promise<SubjectWithPlaces> {
    const rows: Row[] = isUuid(id)
      ? await sqlOf(em)(
          `select ${SUBJECT_COLUMNS},
             coalesce((select json_agg(json_build_object('id', p.id, 'subject_id', p.subject_id, 'description', p.description,
                 'place', p.place, 'lat', p.lat, 'lng', p.lng, 'country_code', p.country_code) order by p.position)
               from subject_place p where p.subject_id = s.id), '[]') as places
           from subject s where s.id = ? and s.organisation_id = ?`,
          [id, caller.organisationId],
        )
      : [];
    if (!rows[0]) throw new NotFoundError('Subject', id);
    return { subject: toSubject(rows[0]), places: (rows[0].places as Row[]).map(toPlace) };
  }

  /** For batch loaders: the caller's subjects among `ids`, in no particular order. */
  async findByIds(em: EntityManager, caller: Caller, ids: readonly string[]): Promise<SubjectRecord[]> {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return [];
    const rows: Row[] = await sqlOf(em)(
      `select ${SUBJECT_COLUMNS} from subject s where s.id in (?) and s.organisation_id = ?`,
      [valid, caller.organisationId],
    );
    return rows.map(toSubject);
  }

  /** For batch loaders: places of the caller's subjects among `subjectIds`, in the caller's order. */
  async placesOf(
    em: EntityManager,
    caller: Caller,
    subjectIds: readonly string[],
  ): Promise<SubjectPlaceRecord[]> {
    const valid = subjectIds.filter(isUuid);
    if (valid.length === 0) return [];
    const rows: Row[] = await sqlOf(em)(
      `select p.id, p.subject_id, p.description, p.place, p.lat, p.lng, p.country_code from subject_place p
       where p.subject_id in (?) and p.organisation_id = ? order by p.subject_id, p.position`,
      [valid, caller.organisationId],
    );
    return rows.map(toPlace);
  }

  /** Oldest first; the total comes with the page (a window count), a second query only past the end. */
  async list(
    em: EntityManager,
    caller: Caller,
    request: { page: number; pageSize: number; internalId?: string | null },
  ): Promise<{ items: SubjectRecord[]; total: number }> {
    const filter = request.internalId ? ' and s.internal_id = ?' : '';
    const params = [caller.organisationId, ...(request.internalId ? [request.internalId] : [])];
    const rows: Row[] = await sqlOf(em)(
      `select ${SUBJECT_COLUMNS}, count(*) over () as total from subject s
       where s.organisation_id = ?${filter} order by s.created_at, s.id limit ? offset ?`,
      [...params, request.pageSize, (request.page - 1) * request.pageSize],
    );
    if (rows.length > 0) return { items: rows.map(toSubject), total: Number(rows[0].total) };
    const counted: Row[] = await sqlOf(em)(
      `select count(*) as total from subject s where s.organisation_id = ?${filter}`,
      params,
    );
    return { items: [], total: Number(counted[0].total) };
  }
}

function toSubject(row: Row): SubjectRecord {
  return {
    id: row.id as string,
    organisationId: row.organisation_id as string,
    name: row.name as string,
    type: row.type as SubjectRecord['type'],
    aliases: row.aliases as string[],
    dateOfBirth: parsePgTimestamp(row.date_of_birth),
    dateOfIncorporation: parsePgTimestamp(row.date_of_incorporation),
    industries: row.industries as string[],
    nationalities: row.nationalities as string[],
    internalId: row.internal_id as string | null,
    createdAt: parsePgTimestamp(row.created_at)!,
    createdById: row.created_by_id as string,
  };
}

function toPlace(row: Row): SubjectPlaceRecord {
  return {
    id: row.id as string,
    subjectId: row.subject_id as string,
    description: row.description as string | null,
    place: row.place as string,
    lat: row.lat as number | null,
    lng: row.lng as number | null,
    countryCode: (row.country_code as string | null) ?? null,
  };
}
