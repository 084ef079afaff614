import type { AnalysedArticle } from './article-analysis';
import { isSubjectSentence } from './subject-sentences';

/**
 * The English words the model also weighs one by one, each once: every word of the article, and marked
 * "s:" those of the headline and of the subject's sentences, which speak of the subject. Other languages
 * give none (the model was trained to decide without them too).
 */
export function riskWords(article: AnalysedArticle): Set<string> {
  const words = new Set<string>();
  if (article.language !== 'en') return words;
  for (const sentence of article.sentences) {
    for (const token of sentence.tokens) words.add(token);
    if (sentence.isHeadline || isSubjectSentence(article, sentence))
      for (const token of sentence.tokens) words.add(`s:${token}`);
  }
  return words;
}
