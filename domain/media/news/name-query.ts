import type { NameFuzziness } from './news-source';
import type { NamePart, SubjectName } from './subject-name';

/** Spellings one typo away from a name part, found in the corpus's words (BROAD only). */
export type TypoSpellings = ReadonlyMap<string, readonly string[]>;

const term = (text: string, prefix = false) => `'${text}'${prefix ? ':*' : ''}`;

/** Every spelling of a part the search accepts; `prefix` also lets inflected forms through ("müllers"). */
function spellings(part: NamePart, fuzziness: NameFuzziness, typos: TypoSpellings, prefix: boolean): string {
  const options = [term(part.text, prefix)];
  if (fuzziness === 'STRICT') return options[0];
  if (part.spelledOut) options.push(term(part.spelledOut, prefix));
  if (fuzziness === 'BROAD') for (const typo of typos.get(part.text) ?? []) options.push(term(typo));
  return `(${options.join(' | ')})`;
}

/**
 * The PostgreSQL tsquery (configuration 'simple', over the folded words) that finds every article which
 * could name the subject at `fuzziness`: a superset, which the name finder then checks word by word.
 * STRICT: the words as written, adjacent. STANDARD and BROAD: a person's surname (or its inflection) and the
 * first given name or its initial (BROAD: any given name or initial); an organisation's name without legal
 * form; other names every word.
 */
export function nameQuery(name: SubjectName, fuzziness: NameFuzziness, typos: TypoSpellings): string {
  if (fuzziness === 'STRICT') return name.parts.map((part) => term(part.text)).join(' <-> ');
  const all = (parts: readonly NamePart[]) =>
    parts.map((part, i) => spellings(part, fuzziness, typos, i === parts.length - 1)).join(' & ');
  if (name.kind === 'person') {
    const given = fuzziness === 'BROAD' ? name.given : name.given.slice(0, 1);
    const initials = [...new Set(given.map((part) => part.text[0]))].map((initial) => term(initial));
    const givenOptions = [...given.map((part) => spellings(part, fuzziness, typos, false)), ...initials];
    return `${spellings(name.surname, fuzziness, typos, true)} & (${givenOptions.join(' | ')})`;
  }
  if (name.kind === 'organisation' && name.core.length > 0) return all(name.core);
  return all(name.parts);
}
