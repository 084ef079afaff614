import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { BUNDLED_NEWS_FILE } from '../app/load-bundled-news';
import type { NewsArticleLine } from '../domain/media/news/news-article-line';

const DAY_MS = 24 * 3600 * 1000;
const CONSONANTS = 'bcdfghjklmnprstvz';
const VOWELS = 'aeiou';
const CAPITALISED = /\b\p{Lu}[\p{Ll}\p{M}]+\b/gu;

function bundledArticles(): NewsArticleLine[] {
  return gunzipSync(readFileSync(BUNDLED_NEWS_FILE))
    .toString('utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as NewsArticleLine);
}

/** Words the corpus also writes in lower case ("The", "Police"): not names, kept as they are. */
function commonWords(articles: NewsArticleLine[]): Set<string> {
  const common = new Set<string>();
  for (const article of articles) {
    for (const word of `${article.headline} ${article.body}`.match(/\b\p{Ll}+\b/gu) ?? []) common.add(word);
  }
  return common;
}

/** A pronounceable made-up name of about the word's length, the same for the same word and copy. */
function madeUpName(word: string, copy: number): string {
  const hash = createHash('sha1').update(`${copy}:${word}`).digest();
  const syllables = Math.max(2, Math.min(4, Math.round(word.length / 2.5)));
  let name = '';
  for (let i = 0; i < syllables; i++) {
    name += CONSONANTS[hash[2 * i] % CONSONANTS.length] + VOWELS[hash[2 * i + 1] % VOWELS.length];
  }
  return name[0].toUpperCase() + name.slice(1);
}

/**
 * `count` articles for benchmarks, built from the bundled corpus: copy 0 is the corpus itself; every further
 * copy of an article gets its date moved back by the copy's number of weeks and its own URL, and every odd
 * copy has each name (a capitalised word the corpus never writes in lower case) replaced by a made-up one,
 * all deterministic. Even copies keep the names: a well-known subject then has dozens of articles, as in a
 * real archive, and a search has to choose among them; odd copies fill the corpus with people and
 * companies that do not exist.
 */
export function buildSyntheticCorpus(count: number): NewsArticleLine[] {
  const articles = bundledArticles();
  const common = commonWords(articles);
  const lines: NewsArticleLine[] = [];
  for (let copy = 0; lines.length < count; copy++) {
    const rename = (text: string) =>
      copy % 2 === 0
        ? text
        : text.replace(CAPITALISED, (word) =>
            common.has(word.toLowerCase()) ? word : madeUpName(word, copy),
          );
    for (const article of articles) {
      if (lines.length >= count) break;
      const published = article.published_at
        ? new Date(article.published_at).getTime() - copy * 7 * DAY_MS
        : null;
      lines.push({
        ...article,
        id: copy === 0 ? article.id : `${article.id}-${copy}`,
        url: copy === 0 ? article.url : `https://synthetic-${copy % 50}.example.com/${copy}/${article.id}`,
        headline: rename(article.headline),
        body: rename(article.body),
        published_at: published === null ? null : new Date(published).toISOString(),
      });
    }
  }
  return lines;
}
