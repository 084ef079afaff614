import { BUNDLED_NEWS_FILE } from '../app/load-bundled-news';
import type { NewsArticleLine as NewsLine } from '../domain/media/news/news-article-line';
import { openNewsFile } from '../domain/media/news/news-file';

const YEAR_MS = 365.25 * 24 * 3600 * 1000;

/**
 * A corpus of `count` articles for the execution benchmark, made from the bundled one: copy k of an article
 * moves its date back k % 15 years and gets its own URL; every odd copy also changes each capitalised word
 * of six letters or more (a vowel shifted, k's letters appended), so that the corpus holds many people and
 * companies that do not exist. Even copies keep the names: a well-known subject then has dozens of
 * articles, as in a real archive, and the search has to choose among them.
 */
export async function buildCorpus100k(count = 100_000): Promise<string[]> {
  const originals: NewsLine[] = [];
  for await (const line of (await openNewsFile(BUNDLED_NEWS_FILE)).lines) {
    if (line.trim()) originals.push(JSON.parse(line) as NewsLine);
  }
  const lines: string[] = [];
  for (let k = 0; lines.length < count; k++) {
    for (const article of originals) {
      if (lines.length >= count) break;
      lines.push(JSON.stringify(k === 0 ? article : variant(article, k)));
    }
  }
  return lines;
}

function variant(article: NewsLine, k: number): NewsLine {
  const shift = (text: string) => (k % 2 === 1 ? renameWords(text, k) : text);
  const published = article.published_at ? Date.parse(article.published_at) - (k % 15) * YEAR_MS : null;
  // A few corpus URLs lack their scheme (the importer reads them as https).
  const url = new URL(/^https?:\/\//i.test(article.url) ? article.url : `https://${article.url}`);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/copy-${k}`;
  return {
    ...article,
    id: null,
    url: url.toString(),
    headline: shift(article.headline),
    body: shift(article.body),
    published_at: published === null || Number.isNaN(published) ? null : new Date(published).toISOString(),
  };
}

const VOWELS = 'aeiou';
const SUFFIXES = ['ski', 'sen', 'ova', 'ini', 'ez', 'berg', 'mann', 'escu'];

function renameWords(text: string, k: number): string {
  return text.replace(/\b([A-Z][a-z]{5,})\b/g, (word) => {
    const chars = [...word];
    const at = chars.findIndex((c, i) => i > 0 && VOWELS.includes(c));
    if (at > 0) chars[at] = VOWELS[(VOWELS.indexOf(chars[at]) + 1 + (k % 4)) % 5];
    return chars.join('') + SUFFIXES[k % SUFFIXES.length];
  });
}
