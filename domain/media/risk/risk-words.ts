import type { AnalysedArticle } from './article-analysis';

/**
 * The English words the model also weighs one by one: every word of the article, each once. Other
 * languages give none (the model was trained to decide without them too). Words of the subject's own
 * sentences, weighed apart, added nothing in cross-validation: the concepts and roles already say what is
 * said of the subject.
 */
export function riskWords(article: AnalysedArticle): Set<string> {
  const words = new Set<string>();
  if (article.language !== 'en') return words;
  for (const sentence of article.sentences) for (const token of sentence.tokens) words.add(token);
  return words;
}
