import type { AnalysedArticle, LexiconLanguage } from './article-analysis';
import { isSubjectSentence } from './subject-sentences';

/**
 * A token as the model weighs it: German ones carry "de:" (the two languages share spellings that mean
 * different things: "die", "war", "fast"), and those of a sentence about the subject carry "s:".
 */
export function modelWord(language: LexiconLanguage, token: string, ofSubject = false): string {
  return `${language === 'en' ? '' : `${language}:`}${ofSubject ? 's:' : ''}${token}`;
}

/**
 * The words the model also weighs one by one, each once: every word of the article, and again those of the
 * headline and of the subject's sentences, which speak of the subject.
 */
export function riskWords(article: AnalysedArticle): Set<string> {
  const words = new Set<string>();
  for (const sentence of article.sentences) {
    for (const token of sentence.tokens) words.add(modelWord(article.language, token));
    if (sentence.isHeadline || isSubjectSentence(article, sentence))
      for (const token of sentence.tokens) words.add(modelWord(article.language, token, true));
  }
  return words;
}
