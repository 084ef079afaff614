import type { NewsArticle } from './news-article';

/** How far a subject's names may be varied to find articles about it (the configuration's `subject_names_fuzzy`). */
export type NameFuzziness = 'STRICT' | 'STANDARD' | 'BROAD';

export interface NewsSearch {
  /** The subject's name and aliases. */
  names: string[];
  subjectType: 'INDIVIDUAL' | 'ORGANISATION' | 'VESSEL' | 'AIRCRAFT';
  fuzziness: NameFuzziness;
  /** Articles must also mention one of these (keywords and the keyword lists' words); empty = no narrowing. */
  keywords: string[];
  /** ISO 639-1, or null for every language. */
  language: string | null;
  /** Only articles published at or after this time (an active look-back period), or null. */
  publishedAfter: Date | null;
  /** At most this many hits, the surest name matches first. */
  limit: number;
}

export interface NewsHit {
  article: NewsArticle;
  /** The form of a subject's name the article was found by, as it appears in the article. */
  matchedName: string;
  /** How exactly the article names the subject, 0–1: 1 for a name as written, less for looser variants. */
  nameScore: number;
}

/**
 * Where articles come from: the local corpus in PostgreSQL (the embedded default) and, later, live
 * providers behind the same interface.
 */
export interface NewsSource {
  readonly name: string;
  search(search: NewsSearch): Promise<NewsHit[]>;
}
