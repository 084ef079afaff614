import type { EntityManager } from '@mikro-orm/postgresql';
import type { Caller } from '../caller';
import { NotFoundError } from '../errors';
import type { Geocoder } from '../geocoding/geocoder';
import { isUuid } from '../ids';
import { SubjectPlace } from './subject-place.entity';
import { Subject } from './subject.entity';
import { parseSubjectDraft, type SubjectDraftInput } from './subject-draft';

export interface SubjectPageRequest {
  page: number;
  pageSize: number;
  internalId?: string | null;
}

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

/** Subjects of the caller's organisation; a subject of another organisation does not exist for the caller. */
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
      }),
    );
    await em.flush();
    return subject;
  }

  async get(em: EntityManager, caller: Caller, id: string): Promise<Subject> {
    const subject = isUuid(id)
      ? await em.findOne(Subject, { id, organisationId: caller.organisationId })
      : null;
    if (!subject) throw new NotFoundError('Subject', id);
    return subject;
  }

  /** For batch loaders: the caller's subjects among `ids`, in no particular order. */
  async findByIds(em: EntityManager, caller: Caller, ids: readonly string[]): Promise<Subject[]> {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return [];
    return em.find(Subject, { id: { $in: valid }, organisationId: caller.organisationId });
  }

  /** For batch loaders: places of the caller's subjects among `subjectIds`, in the caller's order. */
  async placesOf(em: EntityManager, caller: Caller, subjectIds: readonly string[]): Promise<SubjectPlace[]> {
    if (subjectIds.length === 0) return [];
    return em.find(
      SubjectPlace,
      { subjectId: { $in: [...subjectIds] }, organisationId: caller.organisationId },
      { orderBy: { subjectId: 'asc', position: 'asc' } },
    );
  }

  async list(em: EntityManager, caller: Caller, request: SubjectPageRequest) {
    const where = {
      organisationId: caller.organisationId,
      ...(request.internalId ? { internalId: request.internalId } : {}),
    };
    const [items, total] = await em.findAndCount(Subject, where, {
      orderBy: { createdAt: 'asc', id: 'asc' },
      limit: request.pageSize,
      offset: (request.page - 1) * request.pageSize,
    });
    return { items, total };
  }

  async delete(em: EntityManager, caller: Caller, id: string): Promise<SubjectDeletion> {
    return em.transactional(async (tx) => {
      const subject = await this.get(tx, caller, id);
      const deletion = await this.cleanDependents(tx, caller, subject.id);
      // Places go with the subject (ON DELETE CASCADE).
      await tx.nativeDelete(Subject, { id: subject.id, organisationId: caller.organisationId });
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
