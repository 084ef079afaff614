import type { Request } from 'express';
import { z } from 'zod';
import { SUBJECT_TYPES, type SubjectInputData } from '../../../graph';
import { jsonString, jsonStringArray, optional, parseRequestData } from './request-data';

const place = z.strictObject(
  { description: optional(jsonString()), place: jsonString() },
  { error: 'must be an object {description, place}' },
);

const createSubjectData = z.strictObject({
  name: jsonString(),
  type: optional(z.enum(SUBJECT_TYPES, { error: `must be one of ${SUBJECT_TYPES.join(', ')}` })),
  aliases: optional(jsonStringArray()),
  date_of_birth: optional(jsonString()),
  date_of_incorporation: optional(jsonString()),
  industries: optional(jsonStringArray()),
  nationalities: optional(jsonStringArray()),
  places: optional(z.array(place, { error: 'must be an array of places' })),
  internal_id: optional(jsonString()),
});

/** `POST /v1/subjects/create-subject` body → the graph's CreateSubjectInput. */
export function createSubjectVariables(req: Request): { input: SubjectInputData } {
  const data = parseRequestData(createSubjectData, req);
  return {
    input: {
      name: data.name,
      type: data.type,
      aliases: data.aliases,
      dateOfBirth: data.date_of_birth,
      dateOfIncorporation: data.date_of_incorporation,
      industries: data.industries,
      nationalities: data.nationalities,
      places: data.places?.map((p) => ({ description: p.description, place: p.place })),
      internalId: data.internal_id,
    },
  };
}
