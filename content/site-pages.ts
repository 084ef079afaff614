import { t } from './locale';
import { loadPageSource } from './page-source';
import { SITE_PATHS, normExamplePath, sourcePath } from './site-urls';
import { sourceTitle } from './source-title';
import type { SiteCatalog, SourceSummary } from './types';

/** Which section of the agent index a page belongs to. */
export type SitePageGroup = 'pages' | 'norms' | 'sources' | 'associations';

export interface SitePage {
  path: string;
  title: string;
  description: string;
  /** ISO date or timestamp of the last change. */
  lastmod: string;
  group: SitePageGroup;
}

/** The latest of the dates; `fallback` only for an empty list. */
function newest(dates: string[], fallback: string): string {
  if (dates.length === 0) return fallback;
  return dates.reduce((latest, date) => (Date.parse(date) > Date.parse(latest) ? date : latest));
}

function sourcePages(sources: SourceSummary[], group: 'sources' | 'associations'): SitePage[] {
  return sources.map((source) => ({
    path: sourcePath(source.slug),
    title: sourceTitle(source),
    description: source.description,
    lastmod: source.updated_at,
    group,
  }));
}

/**
 * Every public content page, for the agent index and the sitemap. Catalog pages are left out when their store is
 * unavailable (`null`), since they could not be served either.
 */
export function listSitePages(catalog: SiteCatalog): SitePage[] {
  const home = loadPageSource('startseite');
  const guide = loadPageSource('entwickler');
  // An empty catalog still has its index page; it dates from the site's own pages.
  const siteDate = newest([home.updated, guide.updated], home.updated);
  const pages: SitePage[] = [
    {
      path: SITE_PATHS.home,
      title: home.title,
      description: home.description,
      lastmod: home.updated,
      group: 'pages',
    },
    {
      path: SITE_PATHS.developerGuide,
      title: guide.title,
      description: guide.description,
      lastmod: guide.updated,
      group: 'pages',
    },
  ];
  if (catalog.normExamples) {
    const examples = catalog.normExamples;
    pages.push(
      {
        path: SITE_PATHS.normIndex,
        title: t('normIndex.title'),
        description: t('normIndex.description'),
        lastmod: newest(
          examples.map((example) => example.updated_at),
          siteDate,
        ),
        group: 'norms',
      },
      ...examples.map((example) => ({
        path: normExamplePath(example.slug),
        title: example.title,
        description: example.summary,
        lastmod: example.updated_at,
        group: 'norms' as const,
      })),
    );
  }
  if (catalog.sources) {
    const sources = catalog.sources.filter((source) => source.kind === 'quelle');
    const associations = catalog.sources.filter((source) => source.kind === 'verband');
    pages.push(
      {
        path: SITE_PATHS.sourceDirectory,
        title: t('sourceDirectory.title'),
        description: t('sourceDirectory.description'),
        lastmod: newest(
          sources.map((source) => source.updated_at),
          siteDate,
        ),
        group: 'sources',
      },
      ...sourcePages(sources, 'sources'),
      {
        path: SITE_PATHS.associations,
        title: t('associations.title'),
        description: t('associations.description'),
        lastmod: newest(
          associations.map((source) => source.updated_at),
          siteDate,
        ),
        group: 'associations',
      },
      ...sourcePages(associations, 'associations'),
    );
  }
  return pages;
}
