import type { AnalysedArticle, AnalysedSentence } from './article-analysis';
import { CRIME_CATEGORIES, type CrimeCategory } from './risk-concepts';
import { isNearSubject, isSubjectSentence } from './subject-sentences';

/** A category counts when it has at least this share of the best category's weight. */
const SHARE_OF_BEST = 0.5;
const MAX_CATEGORIES = 3;
/** A category word near the subject's name weighs this much more than one elsewhere in its sentence. */
const NEAR_WEIGHT = 2;
/** The headline names the story's crime: its category words weigh double too, wherever the subject is named. */
const HEADLINE_WEIGHT = 2;

function categoryWeights(sentences: readonly AnalysedSentence[]): Map<CrimeCategory, number> {
  const weights = new Map<CrimeCategory, number>();
  for (const sentence of sentences) {
    for (const hit of sentence.hits) {
      const category = CRIME_CATEGORIES.find((c) => c === hit.concept);
      if (!category) continue;
      const weight = isNearSubject(sentence, hit.token)
        ? NEAR_WEIGHT
        : sentence.isHeadline
          ? HEADLINE_WEIGHT
          : 1;
      weights.set(category, (weights.get(category) ?? 0) + weight);
    }
  }
  return weights;
}

function strongest(weights: Map<CrimeCategory, number>): CrimeCategory[] {
  const best = Math.max(0, ...weights.values());
  return [...weights.entries()]
    .filter(([, weight]) => weight > 0 && weight >= best * SHARE_OF_BEST)
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_CATEGORIES)
    .map(([category]) => category);
}

/**
 * The crime categories an article speaks of about the subject: those of the words in the headline and the
 * subject's sentences (words near its name and in the headline weigh double), else those of the whole
 * article; empty when none.
 */
export function findRiskCategories(article: AnalysedArticle): CrimeCategory[] {
  const subjectSentences = article.sentences.filter(
    (sentence) => sentence.isHeadline || isSubjectSentence(article, sentence),
  );
  const aboutSubject = strongest(categoryWeights(subjectSentences));
  return aboutSubject.length > 0 ? aboutSubject : strongest(categoryWeights(article.sentences));
}
