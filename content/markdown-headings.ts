import { markdownParser } from './markdown-parser';

/**
 * Moves every ATX heading one level down (`#` → `##`, at most `######`), so pages can be nested under a heading of
 * their own. The parser finds the headings' lines, so `#` lines inside code blocks stay as they are; headings
 * nested in quotes or lists are not the page's structure and stay too.
 */
export function demoteMarkdownHeadings(markdown: string): string {
  const lines = markdown.split('\n');
  for (const token of markdownParser.parse(markdown, {})) {
    if (token.type !== 'heading_open' || token.level !== 0 || !token.markup.startsWith('#') || !token.map)
      continue;
    const line = token.map[0];
    lines[line] = lines[line].replace(
      /^(\s*)(#{1,6})/,
      (_match, indent: string, hashes: string) => `${indent}${'#'.repeat(Math.min(6, hashes.length + 1))}`,
    );
  }
  return lines.join('\n');
}
