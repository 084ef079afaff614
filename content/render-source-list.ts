import { renderHtmlPage, type Breadcrumb } from './engine';
import { t } from './locale';
import { escapeMarkdown } from './markdown-escape';
import { absoluteUrl, markdownPath, sourcePath } from './site-urls';
import { sourceTitle } from './source-title';
import type { RenderedPage, SiteInfo, SourceSummary } from './types';

export interface SourceListPage {
  path: string;
  title: string;
  description: string;
  intro: string;
  emptyText: string;
  breadcrumbs: Breadcrumb[];
  sources: SourceSummary[];
  /** A link shown below the intro, e.g. from the source directory to the associations. */
  relatedLink?: { label: string; path: string };
}

/** A list of sources with their descriptions; shared by the source directory and the associations page. */
export function renderSourceList(site: SiteInfo, page: SourceListPage): RenderedPage {
  const html = renderHtmlPage(
    site,
    'source-list',
    {
      title: page.title,
      description: page.description,
      path: page.path,
      section: 'sourceDirectory',
      breadcrumbs: page.breadcrumbs,
    },
    {
      ...page,
      entries: page.sources.map((source) => ({
        ...source,
        title: sourceTitle(source),
        path: sourcePath(source.slug),
      })),
    },
  );
  const entries = page.sources.map((source) =>
    [
      `## [${escapeMarkdown(sourceTitle(source))}](${absoluteUrl(site, markdownPath(sourcePath(source.slug)))})`,
      escapeMarkdown(source.description),
      ...(source.url ? [`${t('sourceProfile.websiteLabel')}: <${source.url}>`] : []),
    ].join('\n\n'),
  );
  const related = page.relatedLink
    ? [`[${page.relatedLink.label}](${absoluteUrl(site, markdownPath(page.relatedLink.path))})`]
    : [];
  const markdown = [
    `# ${page.title}`,
    page.intro,
    ...related,
    ...(entries.length > 0 ? entries : [page.emptyText]),
  ];
  return { html, markdown: `${markdown.join('\n\n')}\n` };
}
