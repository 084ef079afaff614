import fs from 'node:fs';
import path from 'node:path';
import Handlebars from 'handlebars';
import { formatGermanDate, isoCalendarDate } from './german-date';
import { t } from './locale';
import { contentFilePath } from './content-file-path';
import { SITE_PATHS, absoluteUrl, markdownPath } from './site-urls';
import type { SiteInfo } from './types';

export interface Breadcrumb {
  label: string;
  /** Absent for the current page, the last crumb. */
  path?: string;
}

/** Top navigation entry a page belongs to. */
export type NavSection = 'home' | 'developerGuide' | 'normIndex' | 'sourceDirectory';

export interface LayoutOptions {
  title: string;
  description: string;
  /** Site-relative path of a content page; gives the canonical and Markdown links. Absent on error pages. */
  path?: string;
  section?: NavSection;
  breadcrumbs: Breadcrumb[];
  /** Error pages must not be indexed. */
  noindex?: boolean;
}

const NAVIGATION: ReadonlyArray<{ section: NavSection; path: string }> = [
  { section: 'home', path: SITE_PATHS.home },
  { section: 'developerGuide', path: SITE_PATHS.developerGuide },
  { section: 'normIndex', path: SITE_PATHS.normIndex },
  { section: 'sourceDirectory', path: SITE_PATHS.sourceDirectory },
];

/** One Handlebars environment for the site, so its helpers and partials do not leak into the global instance. */
const handlebars = Handlebars.create();
handlebars.registerHelper('t', (key: string, options: Handlebars.HelperOptions) =>
  t(key, options.hash as Record<string, string | number>),
);
handlebars.registerHelper('germanDate', (isoDate: string) => formatGermanDate(isoDate));
handlebars.registerHelper('isoDate', (isoDate: string) => isoCalendarDate(isoDate));

const templatesDir = () => contentFilePath('templates');
const compiledTemplates = new Map<string, Handlebars.TemplateDelegate>();
let partialsRegistered = false;

function compileFile(file: string): Handlebars.TemplateDelegate {
  const cached = compiledTemplates.get(file);
  if (cached) return cached;
  const template = handlebars.compile(fs.readFileSync(file, 'utf8'));
  compiledTemplates.set(file, template);
  return template;
}

function registerPartials(): void {
  if (partialsRegistered) return;
  const partialsDir = path.join(templatesDir(), 'partials');
  for (const file of fs.readdirSync(partialsDir).filter((name) => name.endsWith('.hbs'))) {
    handlebars.registerPartial(
      path.basename(file, '.hbs'),
      fs.readFileSync(path.join(partialsDir, file), 'utf8'),
    );
  }
  partialsRegistered = true;
}

/** Renders `content/templates/<templateName>.hbs` with `data` and wraps it in the default layout. */
export function renderHtmlPage(
  site: SiteInfo,
  templateName: string,
  layout: LayoutOptions,
  data: object,
): string {
  registerPartials();
  const body = compileFile(path.join(templatesDir(), `${templateName}.hbs`))(data);
  return compileFile(path.join(templatesDir(), 'layouts', 'default.hbs'))({
    ...layout,
    body,
    siteName: t('site.name'),
    homePath: SITE_PATHS.home,
    stylesheetPath: SITE_PATHS.stylesheet,
    machineReadable: [SITE_PATHS.llmsTxt, SITE_PATHS.llmsFullTxt, SITE_PATHS.sitemap],
    canonicalUrl: layout.path ? absoluteUrl(site, layout.path) : undefined,
    markdownUrl: layout.path ? absoluteUrl(site, markdownPath(layout.path)) : undefined,
    navigation: NAVIGATION.map((entry) => ({
      label: t(`nav.${entry.section}`),
      path: entry.path,
      isCurrentPage: entry.path === layout.path,
      isCurrentSection: entry.section === layout.section,
    })),
  });
}
