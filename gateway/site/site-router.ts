import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { SITE_PATHS, markdownPath, normExamplePath, sourcePath, type NormIndexSort } from '../../content';
import { SiteContentVersionDocument, type Graph } from '../../graph';
import { requestScope } from '../http/request-scope';
import { RenderCache, type Representation } from './render-cache';
import { sendSiteError, type SiteErrorCode } from './site-errors';
import { pageFormat } from './site-negotiation';
import { renderSiteResource, type ExecuteGraph, type RepresentationFormat } from './site-resource-renderer';
import { matchSitePath, type SiteResource } from './site-routes';

export interface SiteRouterOptions {
  graph: Graph;
  /** Absolute base of the site's links, e.g. `https://www.example.de`. */
  siteUrl: string;
  logger: Logger;
}

const ALLOWED_METHODS = 'GET, HEAD';

/** Pages of the code, not of the store: rendered once per process. */
const STATIC_KINDS = new Set<SiteResource['kind']>(['home', 'developerGuide', 'stylesheet']);
const FILE_KINDS = new Set<SiteResource['kind']>(['llmsTxt', 'llmsFullTxt', 'sitemap', 'stylesheet']);

function pagePath(resource: SiteResource): string | null {
  switch (resource.kind) {
    case 'home':
      return SITE_PATHS.home;
    case 'developerGuide':
      return SITE_PATHS.developerGuide;
    case 'normIndex':
      return SITE_PATHS.normIndex;
    case 'normExample':
      return normExamplePath(resource.slug);
    case 'sourceDirectory':
      return SITE_PATHS.sourceDirectory;
    case 'associations':
      return SITE_PATHS.associations;
    case 'source':
      return sourcePath(resource.slug);
    default:
      return null;
  }
}

function send(res: Response, value: Representation): void {
  res.setHeader('Content-Type', value.contentType);
  res.setHeader('ETag', value.etag);
  res.setHeader('Last-Modified', value.lastModified.toUTCString());
  res.setHeader('Cache-Control', 'no-cache');
  // express answers 304 when the request's validators match (req.fresh), and HEAD without a body.
  res.send(value.body);
}

/**
 * The public website (contract public-site-v1): GET and HEAD only, HTML by default, Markdown on request, errors as
 * HTML, Markdown or RFC 9457 problems. Store-backed pages are cached per content version, which is read on every
 * request (one small query) so a change of the store is seen at once.
 */
export function siteRouter(options: SiteRouterOptions): RequestHandler {
  const site = { baseUrl: options.siteUrl };
  const staticCache = new RenderCache();
  const catalogCache = new RenderCache();

  async function serve(req: Request, res: Response, resource: SiteResource, isMarkdownPath: boolean) {
    const fail = (code: SiteErrorCode) => sendSiteError(req, res, site, code, isMarkdownPath);
    const format: RepresentationFormat = FILE_KINDS.has(resource.kind)
      ? 'file'
      : pageFormat(req, isMarkdownPath);
    const sort: NormIndexSort =
      resource.kind === 'normIndex' && req.query.sort === 'updated' ? 'updated' : 'catalog';
    const key = `${resource.kind}:${'slug' in resource ? resource.slug : ''}:${sort}`;
    const path = pagePath(resource);
    if (path && format === 'html') {
      res.setHeader('Link', `<${site.baseUrl}${markdownPath(path)}>; rel="alternate"; type="text/markdown"`);
    }

    const isStatic = STATIC_KINDS.has(resource.kind);
    const requestId = requestScope(req).requestId;
    const opened = await options.graph.openSession({ requestId });
    if (!opened.ok) return fail('content_unavailable');
    const execute: ExecuteGraph = (operation, variables) =>
      options.graph.execute(operation, variables, opened.session);

    let version = isStatic ? 'static' : null;
    if (!isStatic) {
      const current = await execute(SiteContentVersionDocument, {});
      if (current.ok) version = current.data.siteContentVersion;
      else if (!FILE_KINDS.has(resource.kind)) {
        options.logger.warn(
          { requestId, failure: current.errors[0]?.code },
          'site content store unavailable',
        );
        return fail('content_unavailable');
      }
    }
    const cache = isStatic ? staticCache : catalogCache;
    const cached = version === null ? undefined : cache.get(version, `${key}|${format}`);
    if (cached) return send(res, cached);

    const rendering = await renderSiteResource(resource, site, sort, execute);
    if (!rendering.ok) {
      if (rendering.code === 'content_unavailable') {
        options.logger.warn({ requestId, resource: resource.kind }, 'site content store unavailable');
      }
      return fail(rendering.code);
    }
    const renderedVersion = isStatic ? 'static' : rendering.version;
    for (const [form, value] of Object.entries(rendering.representations)) {
      if (renderedVersion !== null) cache.put(renderedVersion, `${key}|${form}`, value);
    }
    send(res, rendering.representations[format]!);
  }

  return async (req, res, next) => {
    const matched = matchSitePath(req.path);
    if (!matched) return next();
    res.vary('Accept');
    const isMarkdownPath = req.path.endsWith('.md');
    try {
      if (matched.match === 'unknown') return sendSiteError(req, res, site, 'not_found', isMarkdownPath);
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.setHeader('Allow', ALLOWED_METHODS);
        return sendSiteError(req, res, site, 'method_not_allowed', isMarkdownPath);
      }
      if (matched.match === 'redirect') {
        const query = req.originalUrl.indexOf('?');
        return res.redirect(
          matched.status,
          matched.location + (query >= 0 ? req.originalUrl.slice(query) : ''),
        );
      }
      await serve(req, res, matched.resource, isMarkdownPath);
    } catch (error) {
      options.logger.error({ err: error, requestId: requestScope(req).requestId }, 'site request failed');
      if (!res.headersSent) sendSiteError(req, res, site, 'content_unavailable', isMarkdownPath);
    }
  };
}
