import type { SubjectType } from './subject-type';

/** A subject as read: plain data for the graph, not a managed entity. */
export interface SubjectRecord {
  id: string;
  organisationId: string;
  name: string;
  type: SubjectType;
  aliases: string[];
  dateOfBirth: Date | null;
  dateOfIncorporation: Date | null;
  industries: string[];
  nationalities: string[];
  internalId: string | null;
  createdAt: Date;
  createdById: string;
}

export interface SubjectPlaceRecord {
  id: string;
  subjectId: string;
  description: string | null;
  place: string;
  lat: number | null;
  lng: number | null;
  countryCode: string | null;
}

export interface SubjectWithPlaces {
  subject: SubjectRecord;
  places: SubjectPlaceRecord[];
}
