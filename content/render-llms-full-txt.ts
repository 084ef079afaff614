import { t } from './locale';
import { demoteMarkdownHeadings } from './markdown-headings';
import { renderAssociations } from './render-associations';
import { renderDeveloperGuide } from './render-developer-guide';
import { renderHomepage } from './render-homepage';
import { renderNormExample } from './render-norm-example';
import { renderNormIndex } from './render-norm-index';
import { renderSourceDirectory } from './render-source-directory';
import { renderSourceProfile } from './render-source-profile';
import { SITE_PATHS, absoluteUrl, normExamplePath, sourcePath } from './site-urls';
import type { FullSiteCatalog, SiteInfo } from './types';

/** One page as a section: its headings one level down, its address right below its title. */
function pageSection(site: SiteInfo, path: string, markdown: string): string {
  const [titleLine, ...rest] = demoteMarkdownHeadings(markdown).split('\n');
  return [titleLine, '', `${t('llms.sourceUrl')}: <${absoluteUrl(site, path)}>`, ...rest]
    .join('\n')
    .trimEnd();
}

/**
 * `/llms-full.txt`: the Markdown of every page in one document, each page an H2 section. Catalog pages are left out
 * when their store is unavailable (`null`).
 */
export function renderLlmsFullTxt(site: SiteInfo, catalog: FullSiteCatalog): string {
  const sections = [
    pageSection(site, SITE_PATHS.home, renderHomepage(site).markdown),
    pageSection(site, SITE_PATHS.developerGuide, renderDeveloperGuide(site).markdown),
  ];
  const examples = catalog.normExamples;
  if (examples) {
    sections.push(pageSection(site, SITE_PATHS.normIndex, renderNormIndex(site, examples).markdown));
    for (const example of examples) {
      sections.push(
        pageSection(site, normExamplePath(example.slug), renderNormExample(site, example).markdown),
      );
    }
  }
  if (catalog.sources) {
    sections.push(
      pageSection(site, SITE_PATHS.sourceDirectory, renderSourceDirectory(site, catalog.sources).markdown),
    );
    sections.push(
      pageSection(site, SITE_PATHS.associations, renderAssociations(site, catalog.sources).markdown),
    );
    for (const source of catalog.sources) {
      const page = renderSourceProfile(site, source, examples ?? []);
      sections.push(pageSection(site, sourcePath(source.slug), page.markdown));
    }
  }
  return (
    [`# ${t('site.name')}`, `> ${t('site.summary')}`, t('site.agentNote'), ...sections].join('\n\n') + '\n'
  );
}
