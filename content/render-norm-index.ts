import { renderHtmlPage } from './engine';
import { formatGermanDate } from './german-date';
import { t } from './locale';
import { escapeMarkdown } from './markdown-escape';
import { SITE_PATHS, absoluteUrl, markdownPath, normExamplePath } from './site-urls';
import type { NormExampleSummary, NormIndexSort, RenderedPage, SiteInfo } from './types';

/**
 * `/de/normen/`: every norm example with its summary, in the order given (the caller sorts; `sort` only marks which
 * order is shown).
 */
export function renderNormIndex(
  site: SiteInfo,
  examples: NormExampleSummary[],
  sort: NormIndexSort = 'catalog',
): RenderedPage {
  const title = t('normIndex.title');
  const html = renderHtmlPage(
    site,
    'norm-index',
    {
      title,
      description: t('normIndex.description'),
      path: SITE_PATHS.normIndex,
      section: 'normIndex',
      breadcrumbs: [{ label: t('nav.home'), path: SITE_PATHS.home }, { label: title }],
    },
    {
      title,
      sortedByUpdate: sort === 'updated',
      catalogOrderPath: SITE_PATHS.normIndex,
      updatedOrderPath: `${SITE_PATHS.normIndex}?sort=updated`,
      entries: examples.map((example) => ({ ...example, path: normExamplePath(example.slug) })),
    },
  );
  const entries = examples.map((example) =>
    [
      `## [${escapeMarkdown(example.title)}](${absoluteUrl(site, markdownPath(normExamplePath(example.slug)))})`,
      `${escapeMarkdown(example.law_title)} (${escapeMarkdown(example.law_abbreviation)}) · ${t('normIndex.updatedLabel')}: ${formatGermanDate(example.updated_at)}`,
      escapeMarkdown(example.summary),
    ].join('\n\n'),
  );
  const markdown = [
    `# ${title}`,
    t('normIndex.intro'),
    ...(entries.length > 0 ? entries : [t('normIndex.empty')]),
  ].join('\n\n');
  return { html, markdown: `${markdown}\n` };
}
