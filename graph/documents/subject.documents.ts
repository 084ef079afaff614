import { defineOperation } from '../operation';

/** The result shape of SUBJECT_FIELDS: what the REST presenters receive (dates as ISO strings). */
export interface SubjectData {
  id: string;
  name: string;
  type: string;
  aliases: string[];
  dateOfBirth: string | null;
  dateOfIncorporation: string | null;
  industries: string[];
  nationalities: string[];
  internalId: string | null;
  createdAt: string;
  createdBy: { id: string };
  places: {
    id: string;
    description: string | null;
    place: string;
    geoCode: { lat: number; lng: number } | null;
  }[];
}

export interface SubjectInputData {
  name: string;
  type?: string | null;
  aliases?: string[] | null;
  dateOfBirth?: string | null;
  dateOfIncorporation?: string | null;
  industries?: string[] | null;
  nationalities?: string[] | null;
  places?: { description?: string | null; place: string }[] | null;
  internalId?: string | null;
}

export const SUBJECT_FIELDS = `
  fragment SubjectFields on Subject {
    id name type aliases dateOfBirth dateOfIncorporation industries nationalities internalId createdAt
    createdBy { id }
    places { id description place geoCode { lat lng } }
  }`;

export const GetSubject = defineOperation<{ subject: SubjectData }, { id: string }>(
  'GetSubject',
  `query GetSubject($id: ID!) { subject(id: $id) { ...SubjectFields } } ${SUBJECT_FIELDS}`,
);

export const CreateSubject = defineOperation<{ createSubject: { id: string } }, { input: SubjectInputData }>(
  'CreateSubject',
  `mutation CreateSubject($input: CreateSubjectInput!) { createSubject(input: $input) { id } }`,
);

export const DeleteSubject = defineOperation<
  { deleteSubject: { subjectDeleted: boolean; mediaSearchesDeletedCount: number } },
  { id: string }
>(
  'DeleteSubject',
  `mutation DeleteSubject($id: ID!) { deleteSubject(id: $id) { subjectDeleted mediaSearchesDeletedCount } }`,
);
