import { absoluteUrl, markdownPath } from './site-urls';
import type { SiteInfo } from './types';

/**
 * Rewrites site-relative links (`](/de/normen/)`) of a page file for its Markdown copy: absolute, and pointing to the
 * Markdown copy of the linked page, so agents reading Markdown stay in Markdown.
 */
export function absolutizeSiteLinks(markdown: string, site: SiteInfo): string {
  return markdown.replace(
    /\]\((\/[^)\s]*)\)/g,
    (_match, path: string) => `](${absoluteUrl(site, markdownPath(path))})`,
  );
}
