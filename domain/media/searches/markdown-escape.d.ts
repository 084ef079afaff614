declare module 'markdown-escape' {
  /** Backslash-escapes the characters Markdown would read as formatting (and `<`, `>` as entities). */
  export default function markdownEscape(text: string, skips?: string[]): string;
}
