import { t } from './locale';
import { renderSourceList } from './render-source-list';
import { SITE_PATHS } from './site-urls';
import type { RenderedPage, SiteInfo, SourceSummary } from './types';

/** `/de/quellen/`: the regulatory sources (kind `quelle`) of `sources`, in the order given. */
export function renderSourceDirectory(site: SiteInfo, sources: SourceSummary[]): RenderedPage {
  const title = t('sourceDirectory.title');
  return renderSourceList(site, {
    path: SITE_PATHS.sourceDirectory,
    title,
    description: t('sourceDirectory.description'),
    intro: t('sourceDirectory.intro'),
    emptyText: t('sourceDirectory.empty'),
    breadcrumbs: [{ label: t('nav.home'), path: SITE_PATHS.home }, { label: title }],
    sources: sources.filter((source) => source.kind === 'quelle'),
    relatedLink: { label: t('sourceDirectory.associationsLink'), path: SITE_PATHS.associations },
  });
}
