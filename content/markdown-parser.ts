import MarkdownIt from 'markdown-it';

/**
 * The site's Markdown dialect (CommonMark with GitHub's tables, strikethrough and autolinks). Raw HTML is
 * passed through: only the site's own page files are rendered.
 */
export const markdownParser = new MarkdownIt({ html: true, linkify: true });
