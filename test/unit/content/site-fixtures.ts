import { loadSiteSeed } from '../../support/site-seed';
import type { SiteInfo } from '../../../content/types';

/** Shared test data: the bundled seed and a base URL. */
export const site: SiteInfo = { baseUrl: 'https://www.example.de/' };
export const seed = loadSiteSeed();
