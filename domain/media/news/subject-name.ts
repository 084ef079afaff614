import { articleWords, foldWord } from './article-words';
import { withoutLegalForm } from './legal-forms';
import type { NewsSearch } from './news-source';

/** One word of a subject's name, with the spellings that count as the same word. */
export interface NamePart {
  /** Folded as written ("müller" → "muller"). */
  text: string;
  /** German umlauts and ß spelled out ("mueller"): how English-language press writes them. */
  spelledOut: string | null;
}

/**
 * A subject's name as name search uses it: `parts` as written; a person's given names and surname (the last
 * word, or the words before a comma: "Müller, Jürgen"); an organisation's has a core without its legal form; other subjects
 * (vessels, aircraft) are found by their name as written.
 */
export type SubjectName =
  | { kind: 'person'; parts: NamePart[]; given: NamePart[]; surname: NamePart }
  | { kind: 'organisation'; parts: NamePart[]; core: NamePart[] }
  | { kind: 'other'; parts: NamePart[] };

const ARTICLES = new Set(['the', 'der', 'die', 'das', 'la', 'le', 'les', 'el']);

function spelledOut(word: string): string | null {
  if (!/[äöüÄÖÜß]/u.test(word)) return null;
  return foldWord(
    word.replace(/[äÄ]/gu, 'ae').replace(/[öÖ]/gu, 'oe').replace(/[üÜ]/gu, 'ue').replace(/ß/gu, 'ss'),
  );
}

function partsOf(text: string): NamePart[] {
  return articleWords(text).map((word) => ({
    text: word.text,
    spelledOut: spelledOut(text.slice(word.start, word.end)),
  }));
}

/** How `name` is looked for in articles of a subject of `type`; null when it has no letters or digits. */
export function subjectName(name: string, type: NewsSearch['subjectType']): SubjectName | null {
  const parts = partsOf(name);
  if (parts.length === 0) return null;
  if (type === 'INDIVIDUAL') {
    if (parts.length === 1) return { kind: 'other', parts };
    const comma = name.indexOf(',');
    if (comma > 0) {
      const surnameFirst = partsOf(name.slice(0, comma));
      const given = partsOf(name.slice(comma + 1));
      if (surnameFirst.length === 1 && given.length > 0) {
        return { kind: 'person', parts, given, surname: surnameFirst[0] };
      }
    }
    return { kind: 'person', parts, given: parts.slice(0, -1), surname: parts[parts.length - 1] };
  }
  if (type === 'ORGANISATION') {
    const words = parts.map((part) => part.text);
    const leading = ARTICLES.has(words[0]) && words.length > 1 ? 1 : 0;
    const core = withoutLegalForm(words.slice(leading));
    return { kind: 'organisation', parts, core: parts.slice(leading, leading + core.length) };
  }
  return { kind: 'other', parts };
}
