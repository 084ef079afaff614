import type { SubjectType } from '../../subjects/subject-type';
import type { MatchType } from './match-types';
import { scored } from './match-scale';
import type { SubjectMatch } from './subject-match';

export type SubjectTypeMatch = SubjectMatch['subjectType'];

/**
 * The same kind TOTAL_MATCH; a person against anything else TOTAL_MISMATCH (a company is never the man of
 * its name); two kinds of thing STRONG_MISMATCH (a ship and the company that owns it share names); NO_DATA
 * when the article does not tell.
 */
export function matchSubjectTypes(
  subjectType: SubjectType,
  articleSubjectType: SubjectType | null,
): SubjectTypeMatch {
  return { ...scored(typeOf(subjectType, articleSubjectType)), subjectType, articleSubjectType };
}

function typeOf(subjectType: SubjectType, articleSubjectType: SubjectType | null): MatchType {
  if (articleSubjectType === null) return 'NO_DATA';
  if (articleSubjectType === subjectType) return 'TOTAL_MATCH';
  return subjectType === 'INDIVIDUAL' || articleSubjectType === 'INDIVIDUAL'
    ? 'TOTAL_MISMATCH'
    : 'STRONG_MISMATCH';
}
