import type { SubjectType } from '../../subjects/subject-type';
import { nameKeys, type ArticleText } from './article-text';

/** Where the article names the subject: tokens [first, last]. */
export interface Mention {
  readonly first: number;
  readonly last: number;
}

/** Where the article speaks of the subject: its mentions and the sentences holding them. */
export interface SubjectMentions {
  readonly mentions: readonly Mention[];
  readonly sentences: ReadonlySet<number>;
}

/** Legal forms and the like that articles drop when they name an organisation again ("Siemens" for "Siemens AG"). */
// prettier-ignore
const LEGAL_FORM_WORDS = new Set([
  'ag', 'gmbh', 'kg', 'ohg', 'se', 'sa', 'nv', 'bv', 'ltd', 'limited', 'plc', 'inc', 'incorporated', 'llc', 'llp',
  'lp', 'corp', 'corporation', 'co', 'company', 'holding', 'holdings', 'spa', 'srl', 'ab', 'as', 'asa', 'oy', 'pte',
  'pty', 'jsc', 'pjsc', 'ooo', 'oao', 'zao', 'kgaa', 'ug', 'mbh', 'e', 'v', 'ev', 'the',
]);
const SHORTEST_SURNAME = 3;

/**
 * Finds the subject's mentions: the name form the article was found by, the name and aliases, and the
 * short forms articles use once they have introduced someone (an individual's surname, an organisation's
 * name without its legal form). At each word the longest form wins.
 */
export function findSubjectMentions(
  article: ArticleText,
  names: readonly string[],
  subjectType: SubjectType,
): SubjectMentions {
  const forms = nameForms(names, subjectType);
  const { tokens } = article;
  const mentions: Mention[] = [];
  for (let at = 0; at < tokens.length; at++) {
    let longest = 0;
    for (const form of forms) {
      if (form.length > longest && startsAt(tokens, at, form)) longest = form.length;
    }
    if (longest > 0) {
      mentions.push({ first: at, last: at + longest - 1 });
      at += longest - 1;
    }
  }
  return { mentions, sentences: new Set(mentions.map((mention) => tokens[mention.first]!.sentence)) };
}

function nameForms(names: readonly string[], subjectType: SubjectType): string[][] {
  const forms = new Map<string, string[]>();
  const add = (keys: string[]) => {
    if (keys.length > 0) forms.set(keys.join(' '), keys);
  };
  for (const name of names) {
    const keys = nameKeys(name);
    add(keys);
    if (subjectType === 'INDIVIDUAL' && keys.length > 1) {
      const surname = keys.at(-1)!;
      if (surname.length >= SHORTEST_SURNAME) add([surname]);
      add([keys[0]!, surname]);
    } else if (subjectType !== 'INDIVIDUAL') {
      let end = keys.length;
      while (end > 1 && LEGAL_FORM_WORDS.has(keys[end - 1]!)) end--;
      const start = keys[0] === 'the' && end > 1 ? 1 : 0;
      add(keys.slice(start, end));
    }
  }
  return [...forms.values()];
}

/** A one-word form must be written as a name (capitalised): "Bank" of "Deutsche Bank" is not the word "bank". */
function startsAt(tokens: ArticleText['tokens'], at: number, form: readonly string[]): boolean {
  for (let offset = 0; offset < form.length; offset++) {
    const token = tokens[at + offset];
    if (token === undefined || token.key !== form[offset]) return false;
  }
  return form.length > 1 || tokens[at]!.capitalised;
}
