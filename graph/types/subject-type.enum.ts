import { registerEnumType } from 'type-graphql';
import { SUBJECT_TYPES, type SubjectType } from '../../domain/subjects/subject-type';

/** The GraphQL enum mirrors the domain's list, so both change together. */
export const SubjectTypeEnum = Object.fromEntries(SUBJECT_TYPES.map((t) => [t, t])) as {
  [K in SubjectType]: K;
};

registerEnumType(SubjectTypeEnum, {
  name: 'SubjectType',
  description: 'What kind of party a subject is.',
});
