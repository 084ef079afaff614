import { t } from './locale';
import { renderSourceList } from './render-source-list';
import { SITE_PATHS } from './site-urls';
import type { RenderedPage, SiteInfo, SourceSummary } from './types';

/** `/de/quellen/verbaende/`: the associations (kind `verband`) of `sources`, in the order given. */
export function renderAssociations(site: SiteInfo, sources: SourceSummary[]): RenderedPage {
  const title = t('associations.title');
  return renderSourceList(site, {
    path: SITE_PATHS.associations,
    title,
    description: t('associations.description'),
    intro: t('associations.intro'),
    emptyText: t('associations.empty'),
    breadcrumbs: [
      { label: t('nav.home'), path: SITE_PATHS.home },
      { label: t('nav.sourceDirectory'), path: SITE_PATHS.sourceDirectory },
      { label: title },
    ],
    sources: sources.filter((source) => source.kind === 'verband'),
  });
}
