import { LEGAL_FORMS } from '../../sanctions/matching/name-words';
import type { SubjectNames } from './subject-names';

/**
 * A company written like the subject but with another legal form is another company: "Meridian Trading
 * FZCO of Dubai" is not the subject "Meridian Trading Ltd", "Atlas Trading FZE" not "Atlas Trading Co.".
 * Sanctions and news name such namesakes with their form, since the form is what tells them apart.
 */

const SINGLE_WORD_FORMS: ReadonlySet<string> = new Set(LEGAL_FORMS.filter((form) => !form.includes(' ')));
/** Forms that are also English words: a form only when written with a capital ("Norrland AS", not "as a"). */
const ALSO_WORDS = new Set(['as', 'too', 'ad', 'do', 'pt', 'ao', 'sp', 'cv', 'jv', 'sl', 'eg', 'lc', 'co']);
/** Spellings of one form. */
const SAME_FORM = new Map([
  ['limited', 'ltd'],
  ['incorporated', 'inc'],
  ['corporation', 'corp'],
  ['company', 'co'],
  ['mbh', 'gmbh'],
  ['private', 'pvt'],
]);
const formOf = (word: string) => SAME_FORM.get(word) ?? word;

/** The legal forms in the subject's names ("ltd" for "Meridian Trading Limited"); none for a person. */
export function subjectLegalForms(names: readonly string[][]): Set<string> {
  return new Set(
    names
      .flat()
      .filter((word) => SINGLE_WORD_FORMS.has(word))
      .map(formOf),
  );
}

/**
 * Whether the subject's name at `at` goes on with a legal form the subject does not have. `capitalised`
 * tells, per token, whether the text wrote it with a capital (null when unknown, as in a title-case
 * headline). A short name going on with another capitalised word is left alone: "Crown Melbourne" is the
 * subject Crown Resorts' own casino.
 */
export function namesAnotherCompany(
  tokens: readonly string[],
  at: number,
  names: Pick<SubjectNames, 'full' | 'legalForms'>,
  capitalised: readonly boolean[] | null,
): boolean {
  if (names.legalForms.size === 0) return false;
  return names.full.some((words) => {
    const distinctive = words.filter((word) => !SINGLE_WORD_FORMS.has(word));
    if (distinctive.length === 0 || !distinctive.every((word, k) => tokens[at + k] === word)) return false;
    const next = at + distinctive.length;
    const form = tokens[next];
    if (form === undefined || !SINGLE_WORD_FORMS.has(form) || names.legalForms.has(formOf(form)))
      return false;
    return capitalised ? capitalised[next] : !ALSO_WORDS.has(form);
  });
}
