import type { SiteInfo } from './types';

/** Paths of the fixed pages and files of the public site. */
export const SITE_PATHS = {
  home: '/de/',
  developerGuide: '/de/entwickler/',
  normIndex: '/de/normen/',
  sourceDirectory: '/de/quellen/',
  associations: '/de/quellen/verbaende/',
  llmsTxt: '/llms.txt',
  llmsFullTxt: '/llms-full.txt',
  sitemap: '/sitemap.xml',
  stylesheet: '/assets/site.css',
} as const;

export function normExamplePath(slug: string): string {
  return `${SITE_PATHS.normIndex}${encodeURIComponent(slug)}/`;
}

export function sourcePath(slug: string): string {
  return `${SITE_PATHS.sourceDirectory}${encodeURIComponent(slug)}/`;
}

/** The Markdown copy of a page: the final slash becomes `.md` (`/de/normen/` → `/de/normen.md`, `/de/` → `/de.md`). */
export function markdownPath(pagePath: string): string {
  return pagePath.endsWith('/') ? `${pagePath.slice(0, -1)}.md` : pagePath;
}

export function absoluteUrl(site: SiteInfo, path: string): string {
  return `${site.baseUrl.replace(/\/+$/, '')}${path}`;
}
