import type { AnalysedArticle } from './article-analysis';
import { isSubjectSentence } from './risk-features';

/**
 * The English words the model also weighs one by one: those of the headline and of the subject's
 * sentences, each once. Other languages give none (the model was trained to decide without them too).
 */
export function riskWords(article: AnalysedArticle): Set<string> {
  const words = new Set<string>();
  if (article.language !== 'en') return words;
  for (const sentence of article.sentences) {
    if (sentence.isHeadline || isSubjectSentence(article, sentence)) for (const token of sentence.tokens) words.add(token);
  }
  return words;
}
