import { markdownParser } from './markdown-parser';

/** The site's own Markdown pages as HTML; see markdownParser for the dialect. */
export function markdownToHtml(markdown: string): string {
  return markdownParser.render(markdown);
}
