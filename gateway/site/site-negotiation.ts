import type { Request } from 'express';

export type PageFormat = 'html' | 'markdown';
export type ErrorFormat = PageFormat | 'problem';

/** HTML unless Markdown is preferred (JSON affects errors only: success bodies are never JSON). */
export function pageFormat(req: Request, markdownPath: boolean): PageFormat {
  if (markdownPath) return 'markdown';
  return req.accepts(['text/html', 'text/markdown']) === 'text/markdown' ? 'markdown' : 'html';
}

/** A `.md` path fails in Markdown whatever is accepted; otherwise JSON asks for a problem, HTML is the default. */
export function errorFormat(req: Request, markdownPath: boolean): ErrorFormat {
  if (markdownPath) return 'markdown';
  switch (req.accepts(['text/html', 'text/markdown', 'application/problem+json', 'application/json'])) {
    case 'text/markdown':
      return 'markdown';
    case 'application/problem+json':
    case 'application/json':
      return 'problem';
    default:
      return 'html';
  }
}
