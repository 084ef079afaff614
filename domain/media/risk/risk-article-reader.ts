import { detect } from 'tinyld';
import { analyseArticle, type AnalysedArticle } from './article-analysis';
import { ConceptMatcher } from './concept-matcher';
import type { AssessedArticle, AssessedSubject } from './risk-assessment';
import { GERMAN_LEXICON } from './risk-lexicon-de';
import { ENGLISH_LEXICON } from './risk-lexicon-en';

/** How much of an article without a language is read to detect one (detection costs about 1 ms). */
const DETECTION_SAMPLE = 400;

let matchers: { en: ConceptMatcher; de: ConceptMatcher } | undefined;

/**
 * The article as the risk model reads it, with the lexicon of its language: German for German, English
 * for every other (the English lexicon is the wider one, and names and many crime words are shared). An
 * article without a language is told German or English by tinyld.
 */
export function readArticleForRisk(article: AssessedArticle, subject: AssessedSubject): AnalysedArticle {
  matchers ??= { en: new ConceptMatcher(ENGLISH_LEXICON), de: new ConceptMatcher(GERMAN_LEXICON) };
  const language =
    article.language ??
    detect(`${article.headline} ${article.body.slice(0, DETECTION_SAMPLE)}`, { only: ['en', 'de'] });
  return language === 'de'
    ? analyseArticle(article, subject, 'de', matchers.de)
    : analyseArticle(article, subject, 'en', matchers.en);
}
