import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import { detect } from 'tinyld';
import { execute, join, queryRows, sql } from '../../database/sql';
import { foldedText } from './article-words';
import { canonicalUrl } from './canonical-url';
import { nameSkeleton } from './name-skeleton';
import { newsArticleLineSchema, publishedAt } from './news-article-line';
import { textSearchConfiguration } from './text-search-configuration';

export interface NewsImportCounts {
  /** Non-blank lines read. */
  lines: number;
  imported: number;
  /** Valid lines whose article (by canonical URL or id) was already there. */
  duplicates: number;
  rejected: number;
}

export interface NewsImportHooks {
  /** A line that is no valid article: its number (from 1) and why. */
  onRejected?(lineNumber: number, reason: string): void;
  /** After each batch written. */
  onProgress?(counts: NewsImportCounts): void;
}

interface PreparedArticle {
  id: string;
  url: string;
  canonicalUrl: string;
  source: string;
  headline: string;
  publishedAt: Date | null;
  language: string | null;
  author: string | null;
  body: string;
  folded: string;
  foldedHeadline: string;
}

const BATCH_SIZE = 250;
/** Typo search looks for spellings of name parts of five letters or more, one edit away: four letters up. */
const MIN_TERM_LENGTH = 4;
/** Enough text to tell a language; all of a long body only costs time. */
const DETECTION_SAMPLE = 3000;

/** Why a line is no valid article, in one line of text. */
function rejection(line: string): { reason: string } | { article: PreparedArticle } {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    return { reason: 'not valid JSON' };
  }
  const parsed = newsArticleLineSchema.safeParse(json);
  if (!parsed.success) {
    return {
      reason: parsed.error.issues.map((i) => `${i.path.join('.') || 'line'}: ${i.message}`).join('; '),
    };
  }
  const value = parsed.data;
  const canonical = canonicalUrl(value.url);
  const text = `${value.headline}\n\n${value.body}`;
  return {
    article: {
      // The corpus's own scheme when a line brings no id: the first 16 hex of the URL's sha1.
      id: value.id ?? createHash('sha1').update(canonical).digest('hex').slice(0, 16),
      url: value.url,
      canonicalUrl: canonical,
      source: new URL(value.url).hostname.toLowerCase(),
      headline: value.headline,
      publishedAt: publishedAt(value.published_at),
      language: value.language ?? (detect(text.slice(0, DETECTION_SAMPLE)) || null),
      author: value.author ?? null,
      body: value.body,
      folded: foldedText(text),
      foldedHeadline: foldedText(value.headline),
    },
  };
}

/**
 * Imports news articles from lines of the corpus format into the corpus: each line validated, its language
 * detected when it has none, deduplicated by canonical URL (importing a file twice adds nothing), written in
 * batches. A bad line is reported with its number and skipped; the rest are imported.
 */
export class NewsImporter {
  async import(
    em: EntityManager,
    lines: AsyncIterable<string>,
    hooks: NewsImportHooks = {},
  ): Promise<NewsImportCounts> {
    const counts: NewsImportCounts = { lines: 0, imported: 0, duplicates: 0, rejected: 0 };
    let batch: PreparedArticle[] = [];
    let lineNumber = 0;
    const flush = async () => {
      const written = await this.write(em, batch);
      counts.imported += written;
      counts.duplicates += batch.length - written;
      batch = [];
      hooks.onProgress?.({ ...counts });
    };
    for await (const line of lines) {
      lineNumber++;
      if (line.trim() === '') continue;
      counts.lines++;
      const outcome = rejection(line);
      if ('reason' in outcome) {
        counts.rejected++;
        hooks.onRejected?.(lineNumber, outcome.reason);
        continue;
      }
      batch.push(outcome.article);
      if (batch.length >= BATCH_SIZE) await flush();
    }
    await flush();
    return counts;
  }

  /** Writes the articles not there yet; resolves to how many that were. */
  private async write(em: EntityManager, articles: PreparedArticle[]): Promise<number> {
    const unique = new Map<string, PreparedArticle>();
    const ids = new Set<string>();
    for (const article of articles) {
      if (unique.has(article.canonicalUrl) || ids.has(article.id)) continue;
      unique.set(article.canonicalUrl, article);
      ids.add(article.id);
    }
    if (unique.size === 0) return 0;
    const now = new Date();
    const terms = new Set<string>();
    for (const article of unique.values()) {
      for (const term of article.folded.split(' ')) if (term.length >= MIN_TERM_LENGTH) terms.add(term);
    }
    const sorted = [...terms].sort();
    return em.transactional(async (tx) => {
      const inserted = await queryRows(
        tx,
        sql`insert into news_article (id, url, canonical_url, source, headline, published_at, language, author, body,
              search_configuration, name_terms, headline_terms, created_at)
            values ${join(
              [...unique.values()].map(
                (
                  a,
                ) => sql`(${a.id}, ${a.url}, ${a.canonicalUrl}, ${a.source}, ${a.headline}, ${a.publishedAt},
                  ${a.language}, ${a.author}, ${a.body}, ${textSearchConfiguration(a.language)}::regconfig,
                  to_tsvector('simple', ${a.folded}), to_tsvector('simple', ${a.foldedHeadline}), ${now})`,
              ),
            )}
            on conflict do nothing
            returning id`,
        (row: { id: string }) => row.id,
      );
      await execute(
        tx,
        sql`insert into news_term (term, skeleton)
            select unnest(${sorted}::text[]), unnest(${sorted.map(nameSkeleton)}::text[])
            on conflict do nothing`,
      );
      return inserted.length;
    });
  }
}
