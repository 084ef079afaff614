import markdownEscape from 'markdown-escape';

/** Summaries, justifications and excerpts are Markdown; article text is quoted in them escaped, as text. */

/** A sentence of an article as a Markdown block quote. */
export function quoteMarkdown(sentence: string): string {
  return `> ${markdownEscape(sentence.replace(/\s+/g, ' ').trim())}`;
}

/** Article text as Markdown text, no formatting of its own. */
export function markdownText(text: string): string {
  return markdownEscape(text.replace(/\s+/g, ' ').trim());
}

/** A link in Markdown to an article, its headline as the text. */
export function markdownLink(headline: string, url: string): string {
  return `[${markdownEscape(headline.replace(/\s+/g, ' ').trim())}](<${url.replace(/[<>\s]/g, encodeURIComponent)}>)`;
}

const EXCERPT_CONTEXT = 160;

/**
 * The passage of the article around the first mention of `name` (case and accents aside), the name in
 * bold; the headline's start when the body does not name it.
 */
export function excerptAround(body: string, name: string): string {
  const text = body.replace(/\s+/g, ' ').trim();
  const at = fold(text).indexOf(fold(name));
  if (!name || at < 0) {
    const start = text.slice(0, 2 * EXCERPT_CONTEXT);
    return markdownText(start) + (text.length > start.length ? ' …' : '');
  }
  const from = Math.max(0, text.lastIndexOf(' ', Math.max(0, at - EXCERPT_CONTEXT)));
  const to = text.indexOf(' ', Math.min(text.length, at + name.length + EXCERPT_CONTEXT));
  const end = to < 0 ? text.length : to;
  return (
    (from > 0 ? '… ' : '') +
    markdownText(text.slice(from, at)) +
    (from < at && text[at - 1] === ' ' ? ' ' : '') +
    `**${markdownText(text.slice(at, at + name.length))}**` +
    (text[at + name.length] === ' ' ? ' ' : '') +
    markdownText(text.slice(at + name.length, end)) +
    (end < text.length ? ' …' : '')
  );
}

/** Lower case without accents, the same length as the input for the Latin letters articles use. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
