import Handlebars from 'handlebars';
import { renderHtmlPage } from './engine';
import { errorTexts } from './error-texts';
import { t } from './locale';
import { SITE_PATHS, absoluteUrl, markdownPath } from './site-urls';
import type { ErrorPageStatus, RenderedPage, SiteInfo } from './types';

const { escapeExpression } = Handlebars.Utils;

/** German error page for 404, 405 and 500, pointing to the lists of valid addresses. */
export function renderErrorPage(site: SiteInfo, status: ErrorPageStatus): RenderedPage {
  const { title, detail } = errorTexts(status);
  const hintHtml = escapeExpression(t('errors.hint'))
    .replace('{llmsTxt}', `<a href="${SITE_PATHS.llmsTxt}">${SITE_PATHS.llmsTxt}</a>`)
    .replace('{sitemap}', `<a href="${SITE_PATHS.sitemap}">${SITE_PATHS.sitemap}</a>`);
  const html = renderHtmlPage(
    site,
    'error',
    { title, description: detail, breadcrumbs: [], noindex: true },
    { title, status, detail, hintHtml, homePath: SITE_PATHS.home },
  );
  const hintMarkdown = t('errors.hint', {
    llmsTxt: `<${absoluteUrl(site, SITE_PATHS.llmsTxt)}>`,
    sitemap: `<${absoluteUrl(site, SITE_PATHS.sitemap)}>`,
  });
  const markdown = [
    `# ${title} (${status})`,
    detail,
    hintMarkdown,
    `[${t('errors.homeLink')}](${absoluteUrl(site, markdownPath(SITE_PATHS.home))})`,
  ].join('\n\n');
  return { html, markdown: `${markdown}\n` };
}
