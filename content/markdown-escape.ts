/**
 * Text safe to place inline in Markdown: characters that could start emphasis, strikethrough, links, code or raw
 * HTML are backslash-escaped. Underscores are left alone: inside words (as in dataset names) they never emphasise.
 */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*~[\]<>]/g, '\\$&');
}
