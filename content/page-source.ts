import fs from 'node:fs';
import { contentFilePath } from './content-file-path';

/** A Markdown page file of `content/pages/de/` with its front matter. */
export interface PageSource {
  title: string;
  description: string;
  /** `YYYY-MM-DD` of the last content change, used for `<lastmod>`. */
  updated: string;
  /** Markdown body without front matter; it holds no H1 (the renderer adds the title). */
  body: string;
}

const cache = new Map<string, PageSource>();

/** Reads `content/pages/de/<name>.md` once. Front matter is `key: value` lines between `---` fences. */
export function loadPageSource(name: string): PageSource {
  const cached = cache.get(name);
  if (cached) return cached;
  const raw = fs.readFileSync(contentFilePath('pages', 'de', `${name}.md`), 'utf8').replace(/\r\n/g, '\n');
  const match = /^---\n([\s\S]*?)\n---\n/.exec(raw);
  if (!match) throw new Error(`Page ${name}.md has no front matter`);
  const fields = new Map(
    match[1]
      .split('\n')
      .filter((line) => line.includes(':'))
      .map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()] as const;
      }),
  );
  const field = (key: string) => {
    const value = fields.get(key);
    if (!value) throw new Error(`Page ${name}.md lacks front matter "${key}"`);
    return value;
  };
  const page = {
    title: field('title'),
    description: field('description'),
    updated: field('updated'),
    body: raw.slice(match[0].length).trim(),
  };
  cache.set(name, page);
  return page;
}
