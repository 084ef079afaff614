/**
 * Plain data the renderers take. Catalog records use the field names of the seed files in `data/site/`, so a seed
 * record (and a row loaded from it) can be handed over unchanged.
 */

/** Where the site is served; `baseUrl` is absolute, e.g. `https://www.example.de` (a trailing slash is ignored). */
export interface SiteInfo {
  baseUrl: string;
}

/** What every page renderer returns: the HTML document and the clean Markdown copy of the same page. */
export interface RenderedPage {
  html: string;
  markdown: string;
}

/** One snapshot of a section's text; `version_date` is the snapshot date, not the date it took effect. */
export interface NormVersion {
  version_date: string;
  commit: string;
  text_markdown: string;
}

/** What lists, the agent index and the sitemap need of a norm example. */
export interface NormExampleSummary {
  slug: string;
  title: string;
  summary: string;
  law_abbreviation: string;
  law_title: string;
  section_id: string;
  section_title: string;
  /** ISO 8601 timestamp of the last modification. */
  updated_at: string;
  /** Catalog order, 1 first. */
  position: number;
}

/** One comparison of two consecutive versions of a section. */
export interface NormExample extends NormExampleSummary {
  source_url: string;
  old: NormVersion;
  new: NormVersion;
}

/** `quelle`: regulatory source; `verband`: association. */
export type SourceKind = 'quelle' | 'verband';

export interface SourceFaq {
  question: string;
  answer: string;
}

/** What lists, the agent index and the sitemap need of a source. */
export interface SourceSummary {
  slug: string;
  kind: SourceKind;
  name: string;
  short_name: string | null;
  /** Null when the address is not verified. */
  url: string | null;
  description: string;
  updated_at: string;
  position: number;
}

export interface SourceProfile extends SourceSummary {
  faqs: SourceFaq[];
  /** Slugs of the norm examples related to this source. */
  norm_slugs: string[];
  /** Names of the screening datasets that come from this source. */
  dataset_names: string[];
}

/** Catalog data for indexes; `null` means the store is unavailable and its sections are left out. */
export interface SiteCatalog {
  normExamples: NormExampleSummary[] | null;
  sources: SourceSummary[] | null;
}

/** Catalog data for the combined text, which holds every page in full. */
export interface FullSiteCatalog {
  normExamples: NormExample[] | null;
  sources: SourceProfile[] | null;
}

/** Order of the norm example index: catalog order, or newest modification first. */
export type NormIndexSort = 'catalog' | 'updated';

/** Statuses that have an error page. */
export type ErrorPageStatus = 404 | 405 | 500;
