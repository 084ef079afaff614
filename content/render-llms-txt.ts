import { t } from './locale';
import { listSitePages, type SitePage, type SitePageGroup } from './site-pages';
import { SITE_PATHS, absoluteUrl, markdownPath } from './site-urls';
import type { SiteCatalog, SiteInfo } from './types';

const SECTIONS: ReadonlyArray<{ group: SitePageGroup; heading: string }> = [
  { group: 'pages', heading: 'llms.pagesHeading' },
  { group: 'norms', heading: 'llms.normsHeading' },
  { group: 'sources', heading: 'llms.sourcesHeading' },
  { group: 'associations', heading: 'llms.associationsHeading' },
];

/** Link text and notes sit on one Markdown line, so line breaks and brackets are flattened or escaped. */
function linkLine(site: SiteInfo, page: SitePage): string {
  const name = page.title.replace(/[[\]\\]/g, '\\$&');
  const notes = page.description.replace(/\s+/g, ' ');
  return `- [${name}](${absoluteUrl(site, markdownPath(page.path))}): ${notes}`;
}

/**
 * `/llms.txt` (llmstxt.org): H1, summary, then H2 sections listing the Markdown copy of every page. Sections of an
 * unavailable catalog (`null`) are left out.
 */
export function renderLlmsTxt(site: SiteInfo, catalog: SiteCatalog): string {
  const pages = listSitePages(catalog);
  const sections = SECTIONS.map(({ group, heading }) => ({
    heading: t(heading),
    lines: pages.filter((page) => page.group === group).map((page) => linkLine(site, page)),
  })).filter((section) => section.lines.length > 0);
  const optional = [
    `- [${t('llms.fullText')}](${absoluteUrl(site, SITE_PATHS.llmsFullTxt)}): ${t('llms.fullTextNote')}`,
    `- [${t('llms.sitemap')}](${absoluteUrl(site, SITE_PATHS.sitemap)}): ${t('llms.sitemapNote')}`,
  ];
  return (
    [
      `# ${t('site.name')}`,
      `> ${t('site.summary')}`,
      t('site.agentNote'),
      ...sections.map((section) => `## ${section.heading}\n\n${section.lines.join('\n')}`),
      `## ${t('llms.optionalHeading')}\n\n${optional.join('\n')}`,
    ].join('\n\n') + '\n'
  );
}
