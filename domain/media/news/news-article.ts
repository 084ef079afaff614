/** A news article as a source holds it. */
export interface NewsArticle {
  id: string;
  url: string;
  /** Lower-cased host name of the publisher, e.g. `www.reuters.com`: the article's source. */
  source: string;
  headline: string;
  publishedAt: Date | null;
  /** ISO 639-1; detected at import when the article did not say. */
  language: string | null;
  author: string | null;
  /** Plain text, paragraphs separated by blank lines. */
  body: string;
}
