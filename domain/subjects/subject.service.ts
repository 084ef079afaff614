import type { EntityManager } from '@mikro-orm/postgresql';
import type { Caller } from '../caller';
import { NotFoundError } from '../errors';
import type { Geocoder } from '../geocoding/geocoder';
import { execute, join, sql } from '../database/sql';
import { isUuid, newId } from '../ids';
import { parseSubjectDraft, type SubjectDraftInput } from './subject-draft';
import type { SubjectRecord } from './subject-record';

export interface SubjectDeletion {
  mediaSearchesDeleted: number;
}

/** Removes what hangs off a subject (media searches, …) inside the deleting transaction; returns counts. */
export type SubjectDependentsCleaner = (
  tx: EntityManager,
  caller: Caller,
  subjectId: string,
) => Promise<SubjectDeletion>;

const NO_DEPENDENTS: SubjectDependentsCleaner = async () => ({ mediaSearchesDeleted: 0 });

/** Changes to subjects of the caller's organisation (reads: SubjectQueries); another organisation's subject does not exist for the caller. */
export class SubjectService {
  constructor(
    private readonly geocoder: Geocoder,
    private readonly log: (message: string, error?: unknown) => void = () => undefined,
    private readonly cleanDependents: SubjectDependentsCleaner = NO_DEPENDENTS,
  ) {}

  async create(em: EntityManager, caller: Caller, input: SubjectDraftInput): Promise<SubjectRecord> {
    const draft = parseSubjectDraft(input);
    const points = await Promise.all(draft.places.map((p) => this.locate(p.place)));
    const subject: SubjectRecord = {
      id: newId(),
      organisationId: caller.organisationId,
      name: draft.name,
      type: draft.type,
      aliases: draft.aliases,
      dateOfBirth: draft.dateOfBirth,
      dateOfIncorporation: draft.dateOfIncorporation,
      industries: draft.industries,
      nationalities: draft.nationalities,
      internalId: draft.internalId,
      createdAt: new Date(),
      createdById: caller.userId,
    };
    const places = draft.places.map(
      (
        p,
        position,
      ) => sql`(${newId()}, ${subject.id}, ${caller.organisationId}, ${position}, ${p.description},
        ${p.place}, ${points[position]?.lat ?? null}, ${points[position]?.lng ?? null},
        ${points[position]?.countryCode ?? null})`,
    );
    await em.transactional(async (tx) => {
      await execute(
        tx,
        sql`insert into subject (id, organisation_id, name, type, aliases, date_of_birth, date_of_incorporation,
              industries, nationalities, internal_id, created_at, created_by_id)
            values (${subject.id}, ${subject.organisationId}, ${subject.name}, ${subject.type},
              ${JSON.stringify(subject.aliases)}::jsonb, ${subject.dateOfBirth}, ${subject.dateOfIncorporation},
              ${JSON.stringify(subject.industries)}::jsonb, ${JSON.stringify(subject.nationalities)}::jsonb,
              ${subject.internalId}, ${subject.createdAt}, ${subject.createdById})`,
      );
      if (places.length === 0) return;
      await execute(
        tx,
        sql`insert into subject_place (id, subject_id, organisation_id, position, description, place, lat, lng,
              country_code)
            values ${join(places)}`,
      );
    });
    return subject;
  }

  async delete(em: EntityManager, caller: Caller, id: string): Promise<SubjectDeletion> {
    if (!isUuid(id)) throw new NotFoundError('Subject', id);
    return em.transactional(async (tx) => {
      const deletion = await this.cleanDependents(tx, caller, id);
      // Places go with the subject (ON DELETE CASCADE); nothing deleted means not the caller's subject.
      const deleted = await execute(
        tx,
        sql`delete from subject where id = ${id} and organisation_id = ${caller.organisationId}`,
      );
      if (deleted === 0) throw new NotFoundError('Subject', id);
      return deletion;
    });
  }

  /** A geocoder outage must not block onboarding a customer: the place is kept without coordinates. */
  private async locate(address: string) {
    try {
      return await this.geocoder.geocode(address);
    } catch (error) {
      this.log(`geocoding failed, place stored without coordinates`, error);
      return null;
    }
  }
}
