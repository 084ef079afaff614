import type { Request, Response } from 'express';
import { errorTexts, renderErrorPage, type ErrorPageStatus, type SiteInfo } from '../../content';
import { errorFormat } from './site-negotiation';

/** The failures of the public site, each with its stable snake_case problem code. */
export type SiteErrorCode = 'not_found' | 'method_not_allowed' | 'content_unavailable';

const STATUS: Record<SiteErrorCode, { status: ErrorPageStatus; title: string }> = {
  not_found: { status: 404, title: 'Not Found' },
  method_not_allowed: { status: 405, title: 'Method Not Allowed' },
  content_unavailable: { status: 500, title: 'Internal Server Error' },
};

/** RFC 9457 problem with every field of the contract's Problem (message and error repeat detail). */
export function siteProblem(code: SiteErrorCode) {
  const { status, title } = STATUS[code];
  const { detail, hint } = errorTexts(status);
  return { type: 'about:blank', title, status, detail, code, message: detail, hint, error: detail };
}

/** Answers an error in the form the request asks for: problem JSON, HTML page or Markdown page. */
export function sendSiteError(
  req: Request,
  res: Response,
  site: SiteInfo,
  code: SiteErrorCode,
  markdownPath: boolean,
): void {
  const problem = siteProblem(code);
  res.status(problem.status).setHeader('Cache-Control', 'no-store');
  const format = errorFormat(req, markdownPath);
  if (format === 'problem') {
    res.setHeader('Content-Type', 'application/problem+json; charset=utf-8');
    res.send(JSON.stringify(problem));
    return;
  }
  const page = renderErrorPage(site, problem.status);
  res.setHeader(
    'Content-Type',
    format === 'html' ? 'text/html; charset=utf-8' : 'text/markdown; charset=utf-8',
  );
  res.send(format === 'html' ? page.html : page.markdown);
}
