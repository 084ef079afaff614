import { markdownBlocks } from './markdown-to-html';

/**
 * Moves every ATX heading one level down (`#` → `##`, at most `######`), so pages can be nested under a heading of
 * their own. Uses the Markdown lexer, so `#` lines inside code blocks stay as they are.
 */
export function demoteMarkdownHeadings(markdown: string): string {
  return markdownBlocks(markdown)
    .map((token) =>
      token.type === 'heading'
        ? token.raw.replace(
            /^(\s*)(#{1,6})/,
            (_match, indent: string, hashes: string) =>
              `${indent}${'#'.repeat(Math.min(6, hashes.length + 1))}`,
          )
        : token.raw,
    )
    .join('');
}
