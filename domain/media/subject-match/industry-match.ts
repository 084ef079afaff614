import type { ArticleText } from './article-text';
import { readArticleText } from './article-text';
import { INDUSTRY_GROUPS, INDUSTRY_WORDS, RELATED_INDUSTRIES } from './industry-lexicon';
import { best, scored } from './match-scale';
import { PhraseIndex } from './phrase-index';
import type { SubjectMatch } from './subject-match';
import type { SubjectMentions } from './subject-mentions';

export type IndustryMatch = SubjectMatch['industry'];

const INDUSTRIES = PhraseIndex.of(
  Object.entries(INDUSTRY_WORDS).flatMap(([industry, words]) =>
    words.map((word) => [word, industry] as const),
  ),
);
const GROUPS = PhraseIndex.of(
  Object.entries(INDUSTRY_GROUPS).map(([word, industries]) => [`${word}*`, industries] as const),
);
const RELATED = new Set(RELATED_INDUSTRIES.flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]));
/** An industry named once, away from the subject, is a passing word; twice it is a theme of the article. */
const MENTIONS_OF_A_THEME = 2;

interface ArticleIndustry {
  industry: string;
  /** Named in a sentence that names the subject. */
  nearSubject: boolean;
}

/**
 * Industries on both sides in the lexicon's stable names. A pair agrees fully when the article names the
 * subject's industry beside the subject (TOTAL_MATCH), strongly when it is a theme of the article
 * (STRONG_MATCH), a little for a related industry (WEAK_MATCH); otherwise it is WEAK_MISMATCH, because an
 * article names many industries that are not the subject's. A subject industry the lexicon does not know
 * compares as NO_DATA.
 */
export function matchIndustries(
  subjectIndustries: readonly string[],
  article: ArticleText,
  mentions: SubjectMentions,
): IndustryMatch {
  const articleIndustries = readArticleIndustries(article, mentions);
  const matches = subjectIndustries.flatMap((subjectIndustry) => {
    const known = industriesOfSubject(subjectIndustry);
    return articleIndustries.map(({ industry, nearSubject }) => ({
      ...scored(pairType(known, industry, nearSubject)),
      subjectIndustry,
      articleIndustry: industry,
    }));
  });
  return {
    ...best(matches),
    matches,
    subjectIndustries: [...subjectIndustries],
    articleIndustries: articleIndustries.map(({ industry }) => industry),
  };
}

function pairType(subjectIndustries: ReadonlySet<string>, industry: string, nearSubject: boolean) {
  if (subjectIndustries.size === 0) return 'NO_DATA';
  if (subjectIndustries.has(industry)) return nearSubject ? 'TOTAL_MATCH' : 'STRONG_MATCH';
  for (const own of subjectIndustries) if (RELATED.has(`${own}|${industry}`)) return 'WEAK_MATCH';
  return 'WEAK_MISMATCH';
}

/** Industries the article names beside the subject, then its themes, each once. */
function readArticleIndustries(article: ArticleText, mentions: SubjectMentions): ArticleIndustry[] {
  const counts = new Map<string, { count: number; nearSubject: boolean; firstAt: number }>();
  for (const hit of INDUSTRIES.find(article.tokens)) {
    const nearSubject = mentions.sentences.has(article.tokens[hit.first]!.sentence);
    const seen = counts.get(hit.value);
    if (seen === undefined) counts.set(hit.value, { count: 1, nearSubject, firstAt: hit.first });
    else {
      seen.count++;
      seen.nearSubject ||= nearSubject;
    }
  }
  return [...counts]
    .filter(([, { count, nearSubject }]) => nearSubject || count >= MENTIONS_OF_A_THEME)
    .sort(
      ([, a], [, b]) =>
        Number(b.nearSubject) - Number(a.nearSubject) || b.count - a.count || a.firstAt - b.firstAt,
    )
    .map(([industry, { nearSubject }]) => ({ industry, nearSubject }));
}

/** A subject's free-text industry ("Oil & Gas", "Financial services", "Immobilien") in the lexicon's names. */
function industriesOfSubject(text: string): ReadonlySet<string> {
  const { tokens } = readArticleText('', text);
  const industries = new Set(INDUSTRIES.find(tokens).map((hit) => hit.value));
  for (const hit of GROUPS.find(tokens)) hit.value.forEach((industry) => industries.add(industry));
  const asWritten = text
    .toLowerCase()
    .replace(/\s*&\s*/g, ' and ')
    .trim();
  if (asWritten in INDUSTRY_WORDS) industries.add(asWritten);
  return industries;
}
