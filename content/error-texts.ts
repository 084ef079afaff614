import { t } from './locale';
import { SITE_PATHS } from './site-urls';
import type { ErrorPageStatus } from './types';

export interface ErrorTexts {
  /** German page title, e.g. "Seite nicht gefunden". */
  title: string;
  /** What went wrong, safe to show. */
  detail: string;
  /** Where to go next; names `/llms.txt` and `/sitemap.xml`. */
  hint: string;
}

/** The German texts of an error, shared by the error pages and available for the gateway's problem responses. */
export function errorTexts(status: ErrorPageStatus): ErrorTexts {
  return {
    title: t(`errors.${status}.title`),
    detail: t(`errors.${status}.detail`),
    hint: t('errors.hint', { llmsTxt: SITE_PATHS.llmsTxt, sitemap: SITE_PATHS.sitemap }),
  };
}
