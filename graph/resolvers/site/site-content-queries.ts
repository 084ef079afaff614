import { SiteContentQueries } from '../../../domain/site/site-content.queries';

/** The website content's read model holds no state: one instance serves every public resolver. */
export const siteContentQueries = new SiteContentQueries();
