/** The public website's content as the domain reads and writes it. Dates: ISO 8601 strings (`version_date` a day). */

/** One snapshot of a section's text. */
export interface NormVersionRecord {
  versionDate: string;
  commit: string;
  textMarkdown: string;
}

/** What lists need of a norm example: everything but the compared texts. */
export interface NormExampleSummaryRecord {
  slug: string;
  position: number;
  title: string;
  summary: string;
  lawAbbreviation: string;
  lawTitle: string;
  sectionId: string;
  sectionTitle: string;
  updatedAt: string;
}

export interface NormExampleRecord extends NormExampleSummaryRecord {
  sourceUrl: string;
  old: NormVersionRecord;
  new: NormVersionRecord;
}

export const SITE_SOURCE_KINDS = ['quelle', 'verband'] as const;
/** `quelle`: a regulatory source; `verband`: an association. */
export type SiteSourceKind = (typeof SITE_SOURCE_KINDS)[number];

export interface SiteSourceRecord {
  slug: string;
  position: number;
  kind: SiteSourceKind;
  name: string;
  shortName: string | null;
  url: string | null;
  description: string;
  faqs: { question: string; answer: string }[];
  normSlugs: string[];
  datasetNames: string[];
  updatedAt: string;
}

/** Order of norm examples: catalog position, or newest modification first. */
export type NormExampleOrder = 'catalog' | 'updated';
