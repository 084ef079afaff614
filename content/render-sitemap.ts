import { isoCalendarDate } from './german-date';
import { listSitePages } from './site-pages';
import { absoluteUrl } from './site-urls';
import type { SiteCatalog, SiteInfo } from './types';

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Entity-escapes text for XML element content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char]);
}

/**
 * `/sitemap.xml` (sitemaps.org 0.9): every content page with an absolute `<loc>` and a `<lastmod>` date. Entries of
 * an unavailable catalog (`null`) are left out.
 */
export function renderSitemap(site: SiteInfo, catalog: SiteCatalog): string {
  const urls = listSitePages(catalog).map(
    (page) =>
      `  <url>\n    <loc>${escapeXml(absoluteUrl(site, page.path))}</loc>\n` +
      `    <lastmod>${isoCalendarDate(page.lastmod)}</lastmod>\n  </url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
