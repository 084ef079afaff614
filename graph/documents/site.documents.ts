import { defineOperation } from '../operation';

/** The public website's documents: one per page, each also reading the content version (the render cache key). */

export interface NormExampleSummaryData {
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

export interface NormExampleData extends NormExampleSummaryData {
  sourceUrl: string;
  old: { versionDate: string; commit: string; textMarkdown: string };
  new: { versionDate: string; commit: string; textMarkdown: string };
}

export type SiteSourceKindData = 'SOURCE' | 'ASSOCIATION';

export interface SiteSourceData {
  slug: string;
  position: number;
  kind: SiteSourceKindData;
  name: string;
  shortName: string | null;
  url: string | null;
  description: string;
  faqs: { question: string; answer: string }[];
  normSlugs: string[];
  datasetNames: string[];
  updatedAt: string;
}

const NORM_SUMMARY_FIELDS = `
  fragment NormExampleSummaryFields on NormExampleSummary {
    slug position title summary lawAbbreviation lawTitle sectionId sectionTitle updatedAt
  }`;

const NORM_FIELDS = `
  fragment NormExampleFields on NormExample {
    slug position title summary lawAbbreviation lawTitle sectionId sectionTitle updatedAt sourceUrl
    old { versionDate commit textMarkdown }
    new { versionDate commit textMarkdown }
  }`;

const SOURCE_FIELDS = `
  fragment SiteSourceFields on SiteSource {
    slug position kind name shortName url description faqs { question answer } normSlugs datasetNames updatedAt
  }`;

export const SiteContentVersion = defineOperation<{ siteContentVersion: string }>(
  'SiteContentVersion',
  `query SiteContentVersion { siteContentVersion }`,
);

export const SiteNormIndex = defineOperation<
  { siteContentVersion: string; normExamples: NormExampleSummaryData[] },
  { order: 'CATALOG' | 'UPDATED' }
>(
  'SiteNormIndex',
  `query SiteNormIndex($order: NormExampleOrder!) {
     siteContentVersion normExamples(order: $order) { ...NormExampleSummaryFields }
   } ${NORM_SUMMARY_FIELDS}`,
);

export const SiteNormExample = defineOperation<
  { siteContentVersion: string; normExample: NormExampleData },
  { slug: string }
>(
  'SiteNormExample',
  `query SiteNormExample($slug: String!) { siteContentVersion normExample(slug: $slug) { ...NormExampleFields } }
   ${NORM_FIELDS}`,
);

export const SiteSourceList = defineOperation<
  { siteContentVersion: string; siteSources: SiteSourceData[] },
  { kind: SiteSourceKindData }
>(
  'SiteSourceList',
  `query SiteSourceList($kind: SiteSourceKind!) { siteContentVersion siteSources(kind: $kind) { ...SiteSourceFields } }
   ${SOURCE_FIELDS}`,
);

export const SiteSourceProfile = defineOperation<
  { siteContentVersion: string; siteSource: SiteSourceData; normExamples: NormExampleSummaryData[] },
  { slug: string }
>(
  'SiteSourceProfile',
  `query SiteSourceProfile($slug: String!) {
     siteContentVersion siteSource(slug: $slug) { ...SiteSourceFields } normExamples { ...NormExampleSummaryFields }
   } ${SOURCE_FIELDS} ${NORM_SUMMARY_FIELDS}`,
);

export const SiteCatalog = defineOperation<{
  siteContentVersion: string;
  normExamples: NormExampleSummaryData[];
  siteSources: SiteSourceData[];
}>(
  'SiteCatalog',
  `query SiteCatalog { siteContentVersion normExamples { ...NormExampleSummaryFields } siteSources { ...SiteSourceFields } }
   ${NORM_SUMMARY_FIELDS} ${SOURCE_FIELDS}`,
);

export const SiteFullCatalog = defineOperation<{
  siteContentVersion: string;
  normExamplesWithTexts: NormExampleData[];
  siteSources: SiteSourceData[];
}>(
  'SiteFullCatalog',
  `query SiteFullCatalog {
     siteContentVersion normExamplesWithTexts { ...NormExampleFields } siteSources { ...SiteSourceFields }
   } ${NORM_FIELDS} ${SOURCE_FIELDS}`,
);
