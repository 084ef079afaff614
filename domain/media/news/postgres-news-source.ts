import type { EntityManager } from '@mikro-orm/postgresql';
import damerauLevenshtein from 'talisman/metrics/damerau-levenshtein';
import { empty, execute, queryRows, sql } from '../../database/sql';
import { articleWords, foldedText } from './article-words';
import { bracketVariants } from './bracket-variants';
import { conjunctionVariants } from './conjunction-variants';
import { findName, type NameOccurrence } from './name-finder';
import { headlineQuery, nameQuery, type CorpusSpellings } from './name-query';
import type { NewsArticle } from './news-article';
import type { NameFuzziness, NewsHit, NewsSearch, NewsSource } from './news-source';
import { sameRomanisation } from './name-skeleton';
import { subjectName, type SubjectName } from './subject-name';

/** Candidates read per hit wanted: the name finder drops the ones that only share words with the name. */
const CANDIDATES_PER_HIT = 2;
const MIN_CANDIDATES = 100;
const MAX_CANDIDATES = 6000;
/** Typos are looked for in name parts this long (one edit in a shorter name makes another name). */
const MIN_TYPO_LENGTH = 5;
/** Loose enough for one transposition in a five-letter word (trigram similarity 0.2). */
const TYPO_SIMILARITY = '0.2';

interface ArticleRow {
  id: string;
  url: string;
  source: string;
  headline: string;
  published_at: Date | null;
  language: string | null;
  author: string | null;
  body: string;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * A name written in the text exactly as given, case aside: the surest form (score 1), found without reading
 * the article word by word, which most hits are.
 */
function literalName(text: string, written: readonly string[]): NameOccurrence | null {
  const lower = text.toLowerCase();
  for (const name of written) {
    const wanted = name.trim().toLowerCase();
    if (wanted === '' || wanted.length !== name.trim().length) continue;
    for (let at = lower.indexOf(wanted); at >= 0; at = lower.indexOf(wanted, at + 1)) {
      const end = at + wanted.length;
      if (!LETTER_OR_DIGIT.test(text[at - 1] ?? ' ') && !LETTER_OR_DIGIT.test(text[end] ?? ' ')) {
        return { start: at, end, score: 1 };
      }
    }
  }
  return null;
}

/** The best form of any of the names in the text at `fuzziness`, read word by word. */
function bestName(
  text: string,
  names: readonly SubjectName[],
  fuzziness: NameFuzziness,
  headlineEnd: number,
): NameOccurrence | null {
  const words = articleWords(text);
  let best: NameOccurrence | null = null;
  for (const name of names) {
    const found = findName(words, name, fuzziness, headlineEnd);
    if (found && (!best || found.score > best.score)) best = found;
  }
  return best;
}

const toArticle = (row: ArticleRow): NewsArticle => ({
  id: row.id,
  url: row.url,
  source: row.source,
  headline: row.headline,
  publishedAt: row.published_at,
  language: row.language,
  author: row.author,
  body: row.body,
});

/**
 * The local news corpus in PostgreSQL (table news_article). A search reads the candidates by an indexed
 * text search over the articles' folded words (see nameQuery), filtered by language, date and keywords
 * in SQL, then checks each candidate word by word for a form of a name the fuzziness allows (findName),
 * surest names first.
 */
export class PostgresNewsSource implements NewsSource {
  readonly name = 'corpus';

  constructor(private readonly em: () => EntityManager) {}

  async search(search: NewsSearch): Promise<NewsHit[]> {
    const written =
      search.fuzziness === 'STRICT' || search.subjectType !== 'ORGANISATION'
        ? search.names
        : search.names.flatMap(conjunctionVariants).flatMap(bracketVariants);
    const names = written
      .map((text) => subjectName(text, search.subjectType))
      .filter((name): name is SubjectName => name !== null);
    if (names.length === 0 || search.limit <= 0) return [];
    const candidates = await this.em().transactional(async (tx) => {
      // For this transaction only: a sequential scan would read every article's words to check them, which
      // the planner underrates; and the trigram operator's threshold for typos.
      await execute(
        tx,
        sql`select set_config('enable_seqscan', 'off', true),
            set_config('pg_trgm.similarity_threshold', ${TYPO_SIMILARITY}, true)`,
      );
      return this.candidates(tx, search, names);
    });
    const hits: NewsHit[] = [];
    for (const article of candidates) {
      const text = `${article.headline}\n\n${article.body}`;
      const best =
        literalName(text, search.names) ?? bestName(text, names, search.fuzziness, article.headline.length);
      if (best) hits.push({ article, matchedName: text.slice(best.start, best.end), nameScore: best.score });
    }
    // Candidates come newest first, and the sort is stable: equally sure names stay newest first.
    return hits.sort((a, b) => b.nameScore - a.nameScore).slice(0, search.limit);
  }

  /** The articles that may name the subject, newest first, filtered by language, date and keywords. */
  private async candidates(
    em: EntityManager,
    search: NewsSearch,
    names: SubjectName[],
  ): Promise<NewsArticle[]> {
    const variants =
      search.fuzziness === 'STRICT' ? new Map() : await this.corpusSpellings(em, names, search.fuzziness);
    const query = names.map((name) => `(${nameQuery(name, search.fuzziness, variants)})`).join(' | ');
    const headlines = names
      .map((name) => headlineQuery(name, search.fuzziness, variants))
      .filter((headline) => headline !== null)
      .map((headline) => `(${headline})`)
      .join(' | ');
    const keywords = search.keywords.map((keyword) => keyword.trim()).filter((keyword) => keyword !== '');
    return queryRows(
      em,
      sql`select id, url, source, headline, published_at, language, author, body
          from news_article
          where (name_terms @@ to_tsquery('simple', ${query})
            ${headlines ? sql`or headline_terms @@ to_tsquery('simple', ${headlines})` : empty})
            ${search.language ? sql`and language = ${search.language}` : empty}
            ${search.publishedAfter ? sql`and published_at >= ${search.publishedAfter}` : empty}
            ${
              keywords.length > 0
                ? sql`and exists (
                    select 1 from unnest(${keywords}::text[], ${keywords.map(foldedText)}::text[]) k (word, folded)
                    where keyword_terms @@ phraseto_tsquery(search_configuration, k.word)
                      or name_terms @@ phraseto_tsquery('simple', k.folded))`
                : empty
            }
          order by published_at desc nulls last, id
          limit ${Math.min(MAX_CANDIDATES, Math.max(MIN_CANDIDATES, search.limit * CANDIDATES_PER_HIT))}`,
      toArticle,
    );
  }

  /**
   * The corpus's other spellings of the name parts: same skeleton, and at BROAD one edit away (by the
   * trigram index, with the transaction's similarity threshold).
   */
  private async corpusSpellings(
    em: EntityManager,
    names: SubjectName[],
    fuzziness: NameFuzziness,
  ): Promise<CorpusSpellings> {
    const parts = new Map(names.flatMap((name) => name.parts).map((part) => [part.text, part]));
    const skeletons = [...parts.values()].flatMap((part) => (part.skeleton ? [part.skeleton] : []));
    const typoParts =
      fuzziness === 'BROAD' ? [...parts.keys()].filter((text) => text.length >= MIN_TYPO_LENGTH) : [];
    const rows = await queryRows(
      em,
      sql`select term, skeleton, null as part from news_term where skeleton = any(${skeletons}::text[])
            union all
            select t.term, t.skeleton, p.part from unnest(${typoParts}::text[]) p (part)
            join news_term t on t.term % p.part`,
      (row: { term: string; skeleton: string; part: string | null }) => row,
    );
    const spellings = new Map<string, string[]>();
    const add = (part: string, term: string) => {
      if (term !== part) spellings.set(part, [...(spellings.get(part) ?? []), term]);
    };
    for (const { term, skeleton, part } of rows) {
      if (part !== null) {
        if (damerauLevenshtein(part, term) === 1) add(part, term);
        continue;
      }
      for (const named of parts.values())
        if (named.skeleton === skeleton && sameRomanisation(term, named.text, skeleton))
          add(named.text, term);
    }
    return spellings;
  }
}
