import type { EntityManager } from '@mikro-orm/postgresql';
import type { Caller } from '../caller';
import { NotFoundError } from '../errors';
import type { Geocoder } from '../geocoding/geocoder';
import { isUuid } from '../ids';
import { SubjectPlace } from './subject-place.entity';
import { Subject } from './subject.entity';
import { parseSubjectDraft, type SubjectDraftInput } from './subject-draft';

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

  async create(em: EntityManager, caller: Caller, input: SubjectDraftInput): Promise<Subject> {
    const draft = parseSubjectDraft(input);
    const points = await Promise.all(draft.places.map((p) => this.locate(p.place)));

    const subject = em.create(Subject, {
      organisationId: caller.organisationId,
      createdById: caller.userId,
      name: draft.name,
      type: draft.type,
      aliases: draft.aliases,
      dateOfBirth: draft.dateOfBirth,
      dateOfIncorporation: draft.dateOfIncorporation,
      industries: draft.industries,
      nationalities: draft.nationalities,
      internalId: draft.internalId,
    });
    draft.places.forEach((p, position) =>
      em.create(SubjectPlace, {
        subjectId: subject.id,
        organisationId: caller.organisationId,
        position,
        description: p.description,
        place: p.place,
        lat: points[position]?.lat ?? null,
        lng: points[position]?.lng ?? null,
        countryCode: points[position]?.countryCode ?? null,
      }),
    );
    await em.flush();
    return subject;
  }

  async delete(em: EntityManager, caller: Caller, id: string): Promise<SubjectDeletion> {
    if (!isUuid(id)) throw new NotFoundError('Subject', id);
    return em.transactional(async (tx) => {
      const deletion = await this.cleanDependents(tx, caller, id);
      // Places go with the subject (ON DELETE CASCADE); nothing deleted means not the caller's subject.
      const deleted = await tx.nativeDelete(Subject, { id, organisationId: caller.organisationId });
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
