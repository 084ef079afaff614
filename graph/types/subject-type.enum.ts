import { SUBJECT_TYPES } from '../../domain/subjects/subject-type';
import { enumOf } from './enum-of';

export const SubjectTypeEnum = enumOf(SUBJECT_TYPES, 'SubjectType', 'What kind of party a subject is.');
