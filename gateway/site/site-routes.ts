/** The resources of the public site, recognised from a request path. */
export type SiteResource =
  | { kind: 'home' }
  | { kind: 'developerGuide' }
  | { kind: 'normIndex' }
  | { kind: 'normExample'; slug: string }
  | { kind: 'sourceDirectory' }
  | { kind: 'associations' }
  | { kind: 'source'; slug: string }
  | { kind: 'llmsTxt' }
  | { kind: 'llmsFullTxt' }
  | { kind: 'sitemap' }
  | { kind: 'stylesheet' };

export type SitePathMatch =
  /** A path ending in `.md` is the Markdown form of a page: it answers (and fails) in Markdown whatever is accepted. */
  | { match: 'resource'; resource: SiteResource }
  /**
   * A page path without its final slash: sent on to the canonical path for good (308). The bare domain:
   * sent to the German home for now (302), as other languages may come.
   */
  | { match: 'redirect'; location: string; status: 302 | 308 }
  /** Below `/de/` but no page: the site's own 404. */
  | { match: 'unknown' };

const PAGES: Record<string, SiteResource> = {
  '/de/': { kind: 'home' },
  '/de/entwickler/': { kind: 'developerGuide' },
  '/de/normen/': { kind: 'normIndex' },
  '/de/quellen/': { kind: 'sourceDirectory' },
  '/de/quellen/verbaende/': { kind: 'associations' },
};

const FILES: Record<string, SiteResource> = {
  '/llms.txt': { kind: 'llmsTxt' },
  '/llms-full.txt': { kind: 'llmsFullTxt' },
  '/sitemap.xml': { kind: 'sitemap' },
  '/assets/site.css': { kind: 'stylesheet' },
};

/** A page path (ending in `/`): a fixed page, or one path segment below the norm or source index. */
function pageAt(path: string): SiteResource | null {
  if (PAGES[path]) return PAGES[path];
  const slugged = /^\/de\/(normen|quellen)\/([^/]+)\/$/.exec(path);
  if (!slugged) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(slugged[2]);
  } catch {
    return null;
  }
  return slugged[1] === 'normen' ? { kind: 'normExample', slug } : { kind: 'source', slug };
}

/** Null for paths that are not the site's (the `/v1` API and the rest are routed elsewhere). */
export function matchSitePath(path: string): SitePathMatch | null {
  const resource = pageAt(path) ?? FILES[path];
  if (resource) return { match: 'resource', resource };
  if (path.endsWith('.md') && (path === '/de.md' || path.startsWith('/de/'))) {
    const markdownPage = pageAt(`${path.slice(0, -'.md'.length)}/`);
    if (markdownPage) return { match: 'resource', resource: markdownPage };
  }
  if (path === '/') return { match: 'redirect', location: '/de/', status: 302 };
  if (pageAt(`${path}/`)) return { match: 'redirect', location: `${path}/`, status: 308 };
  if (path.startsWith('/de/') || path === '/de.md') return { match: 'unknown' };
  return null;
}
