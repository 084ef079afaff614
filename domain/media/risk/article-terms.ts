import type { AnalysedArticle } from './article-analysis';

/**
 * The terms the text model weighs: every word of the article and every pair of neighbouring words within
 * a sentence, headline included, each once ("money", "money laundering"). Read from the folded tokens the
 * lexicons read, so case, diacritics and punctuation do not split a term.
 */
export function articleTerms(article: AnalysedArticle): Set<string> {
  const terms = new Set<string>();
  for (const { tokens } of article.sentences) {
    for (let i = 0; i < tokens.length; i += 1) {
      terms.add(tokens[i]);
      if (i > 0) terms.add(`${tokens[i - 1]} ${tokens[i]}`);
    }
  }
  return terms;
}
