import nlp from 'compromise';
import type { SubjectType } from '../../subjects/subject-type';
import type { ArticleText } from './article-text';
import type { SubjectMentions } from './subject-mentions';

/**
 * The words compromise reads around the name: its tagger costs ~50 ms on a whole 5 KB article, ~4 ms on
 * two sentences, ~2 ms on this window, enough for "… said Mr X of …" or "X Inc., the …".
 */
const CHARACTERS_BEFORE = 60;
const CHARACTERS_AFTER = 40;
/** A tagged name shorter than this ("Mr", "Co") says nothing about which name it is. */
const SHORTEST_NAME = 3;

/**
 * Whether compromise tags the subject's first mention in the body (else the headline) as a person or an
 * organisation, or null when it tags it as both or neither. The fallback when the article's own cue
 * words do not tell (subject-type-cues.ts).
 */
export function tagSubjectName(article: ArticleText, mentions: SubjectMentions): SubjectType | null {
  const { tokens, text } = article;
  const mention = mentions.mentions.find(({ first }) => tokens[first]!.sentence > 0) ?? mentions.mentions[0];
  if (mention === undefined) return null;
  const sentence = tokens[mention.first]!.sentence;
  let first = mention.first;
  while (
    first > 0 &&
    tokens[first - 1]!.sentence === sentence &&
    tokens[first - 1]!.start >= tokens[mention.first]!.start - CHARACTERS_BEFORE
  )
    first--;
  let last = mention.last;
  while (
    tokens[last + 1]?.sentence === sentence &&
    tokens[last + 1]!.end <= tokens[mention.last]!.end + CHARACTERS_AFTER
  )
    last++;
  const name = foldCase(text.slice(tokens[mention.first]!.start, tokens[mention.last]!.end));
  const doc = nlp(text.slice(tokens[first]!.start, tokens[last]!.end));
  const names = (view: { out(format: 'array'): string[] }) =>
    view.out('array').some((found) => {
      const folded = foldCase(found);
      return folded.length >= SHORTEST_NAME && (folded.includes(name) || name.includes(folded));
    });
  const isPerson = names(doc.people());
  const isOrganisation = names(doc.organizations());
  if (isPerson === isOrganisation) return null;
  return isPerson ? 'INDIVIDUAL' : 'ORGANISATION';
}

function foldCase(words: string): string {
  return words
    .toLowerCase()
    .replace(/['’]s\b|[.,]/g, '')
    .trim();
}
