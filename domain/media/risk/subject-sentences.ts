import type { AnalysedArticle, AnalysedSentence } from './article-analysis';
import type { Concept } from './risk-concepts';

// Which sentences and words of an analysed article speak of the subject, and which concepts they hold.

/** A concept this many words or fewer from the subject's name is about the subject. */
export const NEAR_WORDS = 8;

/** The sentences that speak of the subject: those naming or referring to it, every one when it has no name. */
export function isSubjectSentence(article: AnalysedArticle, sentence: AnalysedSentence): boolean {
  return !article.hasNames || sentence.reference !== 'none';
}

/** Whether word `token` stands within NEAR_WORDS of a mention of the subject. */
export function isNearSubject(sentence: AnalysedSentence, token: number): boolean {
  return sentence.mentions.some((mention) => Math.abs(mention - token) <= NEAR_WORDS);
}

/** Where in a sentence one of the concepts was found (token indexes). */
export function hitsOf(sentence: AnalysedSentence, concepts: readonly Concept[]): number[] {
  return sentence.hits.filter((hit) => concepts.includes(hit.concept)).map((hit) => hit.token);
}

/** Whether the sentence holds one of the concepts (where `where` allows, when given). */
export function hasAny(
  sentence: AnalysedSentence,
  concepts: readonly Concept[],
  where?: (token: number) => boolean,
) {
  return sentence.hits.some((hit) => concepts.includes(hit.concept) && (!where || where(hit.token)));
}

/** Whether one of the words after `from`, at most `reach` words on, is one that `accepts` takes. */
export function anyWordAfter(
  sentence: AnalysedSentence,
  from: number,
  reach: number,
  accepts: (index: number) => boolean,
): boolean {
  const last = Math.min(from + reach, sentence.tokens.length - 1);
  for (let i = from + 1; i <= last; i += 1) if (accepts(i)) return true;
  return false;
}
