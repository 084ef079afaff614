import { renderStaticPage } from './render-static-page';
import { SITE_PATHS } from './site-urls';
import type { RenderedPage, SiteInfo } from './types';

/** `/de/`: the product overview. */
export function renderHomepage(site: SiteInfo): RenderedPage {
  return renderStaticPage(site, 'startseite', SITE_PATHS.home, 'home');
}
