import type { ArticleText } from './article-text';
import type { CountryMention } from './country-mentions';
import type { MatchType } from './match-types';
import { best, scored } from './match-scale';
import type { SubjectMatch } from './subject-match';
import type { SubjectMentions } from './subject-mentions';

export type NationalityMatch = SubjectMatch['nationality'];

/**
 * How the article ties a country to the subject; the closer, the more an agreement or conflict weighs.
 * ATTACHED: a nationality word a few words before or after a mention ("Russian businessman X", "X, a German
 * national"); SAME_SENTENCE: a country or nationality word elsewhere in a sentence naming the subject.
 */
type Tie = 'ATTACHED' | 'SAME_SENTENCE' | 'ELSEWHERE';

/** Words between a nationality word and the name it describes: "Russian steel tycoon X", "X, a Russian". */
const WORDS_BEFORE_MENTION = 4;
const WORDS_AFTER_MENTION = 4;

/**
 * The subject's nationalities against the countries the article names (ISO alpha-2 on both sides).
 * A pair agrees fully when a nationality word is attached to a mention ("Argentine former president
 * Cristina Kirchner": TOTAL_MATCH), strongly when the country is named in a sentence naming the subject
 * (STRONG_MATCH), moderately when it is named elsewhere (MODERATE_MATCH). A different nationality word
 * attached to the subject is a STRONG_MISMATCH; other countries are WEAK_MISMATCH, since articles name many
 * countries besides the subject's. The sub-object takes the best pair.
 */
export function matchNationalities(
  subjectNationalities: readonly string[],
  article: ArticleText,
  mentions: SubjectMentions,
  countries: readonly CountryMention[],
): NationalityMatch {
  const ties = new Map<string, Tie>();
  for (const country of countries) {
    const tie = tieOf(country, article, mentions);
    const known = ties.get(country.code);
    if (known === undefined || TIE_ORDER.indexOf(tie) < TIE_ORDER.indexOf(known)) ties.set(country.code, tie);
  }
  const articleNationalities = [...ties.keys()].sort(
    (a, b) => TIE_ORDER.indexOf(ties.get(a)!) - TIE_ORDER.indexOf(ties.get(b)!),
  );
  const subject = subjectNationalities.map((code) => code.toUpperCase());
  const matches = subject.flatMap((subjectNationality) =>
    articleNationalities.map((articleNationality) => ({
      ...scored(pairType(subjectNationality === articleNationality, ties.get(articleNationality)!)),
      subjectNationality,
      articleNationality,
    })),
  );
  return { ...best(matches), matches, subjectNationalities: subject, articleNationalities };
}

const TIE_ORDER: readonly Tie[] = ['ATTACHED', 'SAME_SENTENCE', 'ELSEWHERE'];

function tieOf(country: CountryMention, article: ArticleText, mentions: SubjectMentions): Tie {
  const sentence = article.tokens[country.first]!.sentence;
  if (!mentions.sentences.has(sentence)) return 'ELSEWHERE';
  const attached =
    country.byDemonym &&
    mentions.mentions.some(
      ({ first, last }) =>
        article.tokens[first]!.sentence === sentence &&
        country.last >= first - WORDS_BEFORE_MENTION &&
        country.first <= last + WORDS_AFTER_MENTION,
    );
  return attached ? 'ATTACHED' : 'SAME_SENTENCE';
}

function pairType(same: boolean, tie: Tie): MatchType {
  if (same) {
    if (tie === 'ATTACHED') return 'TOTAL_MATCH';
    return tie === 'SAME_SENTENCE' ? 'STRONG_MATCH' : 'MODERATE_MATCH';
  }
  return tie === 'ATTACHED' ? 'STRONG_MISMATCH' : 'WEAK_MISMATCH';
}
