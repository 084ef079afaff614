/** What kind of party a subject is; it decides which dates apply and how names are matched. */
export const SUBJECT_TYPES = ['INDIVIDUAL', 'ORGANISATION', 'VESSEL', 'AIRCRAFT'] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number];
