import { renderStaticPage } from './render-static-page';
import { SITE_PATHS } from './site-urls';
import type { RenderedPage, SiteInfo } from './types';

/** `/de/entwickler/`: how to get a credential and call the screening API. */
export function renderDeveloperGuide(site: SiteInfo): RenderedPage {
  return renderStaticPage(site, 'entwickler', SITE_PATHS.developerGuide, 'developerGuide');
}
