import type { AnalysedArticle, AnalysedSentence } from './article-analysis';
import { hitScopes, sentenceFeatures } from './risk-features';
import { modelWord } from './risk-words';
import { isSubjectSentence } from './subject-sentences';
import { clearingSentences } from './subject-role';

/** Longest quote; a longer sentence is cut at a word and ends with an ellipsis. */
export const MAX_EVIDENCE_LENGTH = 300;
const MAX_EVIDENCE_SENTENCES = 3;
/** A sentence about the subject decides more than an equally worded one about someone else. */
const SUBJECT_SENTENCE_WEIGHT = 2;

export function trimQuote(text: string): string {
  if (text.length <= MAX_EVIDENCE_LENGTH) return text;
  const cut = text.slice(0, MAX_EVIDENCE_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > MAX_EVIDENCE_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** The model's weight of a feature and of a word (see modelWord). */
export interface EvidenceWeights {
  feature: (name: string) => number;
  word: (word: string) => number;
}

/** How far a sentence's words pushed the score towards adverse (positive) or not (negative). */
function sentenceScore(article: AnalysedArticle, sentence: AnalysedSentence, weights: EvidenceWeights) {
  const sentenceCount = Math.max(1, article.sentences.length);
  const subjectSentence = isSubjectSentence(article, sentence);
  let score = 0;
  for (const hit of sentence.hits) {
    for (const scope of hitScopes(article, sentence, hit.token)) {
      const weight = weights.feature(`${scope}:${hit.concept}`);
      score += scope === 'article' ? weight / sentenceCount : weight;
    }
  }
  for (const [name, value] of Object.entries(sentenceFeatures(article, sentence)))
    score += weights.feature(name) * value;
  if (subjectSentence || sentence.isHeadline) {
    for (const token of new Set(sentence.tokens)) score += weights.word(modelWord(article.language, token));
  }
  return subjectSentence ? score * SUBJECT_SENTENCE_WEIGHT : score;
}

/**
 * The one to three sentences that decided the assessment, verbatim (trimmed): those whose words weigh
 * most in the direction of the decision, the subject's own sentences first; for an article that is not
 * adverse, the sentences that clear the subject or make it a victim, else those that weigh against
 * adversity, else the first sentence naming the subject.
 */
export function selectEvidence(
  article: AnalysedArticle,
  adverse: boolean,
  weights: EvidenceWeights,
): string[] {
  const cleared = adverse ? [] : clearingSentences(article);
  if (cleared.length > 0)
    return cleared.slice(0, MAX_EVIDENCE_SENTENCES).map((sentence) => trimQuote(sentence.text));
  const direction = adverse ? 1 : -1;
  const decisive = article.sentences
    .map((sentence) => ({ sentence, score: direction * sentenceScore(article, sentence, weights) }))
    .filter(({ sentence, score }) => score > 0 && (adverse || isSubjectSentence(article, sentence)))
    .sort((a, b) => b.score - a.score)
    .slice(0, MAX_EVIDENCE_SENTENCES)
    .map(({ sentence }) => sentence);
  if (decisive.length === 0 && article.hasNames) {
    const named = article.sentences.find((sentence) => sentence.reference === 'name');
    if (named) decisive.push(named);
  }
  return decisive.map((sentence) => trimQuote(sentence.text));
}
