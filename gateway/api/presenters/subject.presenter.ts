import type { SubjectFieldsFragment } from '../../../graph';
import type { ContractSchemas } from '../contract';

/** The contract's Subject, from the graph's SubjectFields. */
export function presentSubject(subject: SubjectFieldsFragment): ContractSchemas['Subject'] {
  return {
    subject_id: subject.id,
    name: subject.name,
    type: subject.type,
    aliases: subject.aliases,
    date_of_birth: subject.dateOfBirth,
    date_of_incorporation: subject.dateOfIncorporation,
    industries: subject.industries,
    nationalities: subject.nationalities,
    places: subject.places.map((p) => ({
      place_id: p.id,
      description: p.description,
      place: p.place,
      geo_code_place: p.geoCode,
    })),
    internal_id: subject.internalId,
    created_at: subject.createdAt,
    created_by: { user_id: subject.createdBy.id },
  };
}
