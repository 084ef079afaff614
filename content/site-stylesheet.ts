import fs from 'node:fs';
import { contentFilePath } from './content-file-path';

let cachedStylesheet: string | undefined;

/** The text of `content/assets/site.css`, for the gateway to serve at `SITE_PATHS.stylesheet` (`text/css`). */
export function siteStylesheet(): string {
  cachedStylesheet ??= fs.readFileSync(contentFilePath('assets', 'site.css'), 'utf8');
  return cachedStylesheet;
}
