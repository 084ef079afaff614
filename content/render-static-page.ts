import { renderHtmlPage, type NavSection } from './engine';
import { markdownToHtml } from './markdown-to-html';
import { absolutizeSiteLinks } from './markdown-site-links';
import { loadPageSource } from './page-source';
import { t } from './locale';
import { SITE_PATHS } from './site-urls';
import type { RenderedPage, SiteInfo } from './types';

/** A page written as Markdown in `content/pages/de/<name>.md`, served at `path`. */
export function renderStaticPage(
  site: SiteInfo,
  name: string,
  path: string,
  section: NavSection,
): RenderedPage {
  const page = loadPageSource(name);
  const breadcrumbs =
    path === SITE_PATHS.home
      ? []
      : [{ label: t('nav.home'), path: SITE_PATHS.home }, { label: t(`nav.${section}`) }];
  const html = renderHtmlPage(
    site,
    'static-page',
    { title: page.title, description: page.description, path, section, breadcrumbs },
    { title: page.title, bodyHtml: markdownToHtml(page.body) },
  );
  const markdown = `# ${page.title}\n\n${absolutizeSiteLinks(page.body, site)}\n`;
  return { html, markdown };
}
