/** Public API of the website content layer: plain data in, HTML/Markdown/XML strings out. */
export type {
  ErrorPageStatus,
  FullSiteCatalog,
  NormExample,
  NormExampleSummary,
  NormIndexSort,
  NormVersion,
  RenderedPage,
  SiteCatalog,
  SiteInfo,
  SourceFaq,
  SourceKind,
  SourceProfile,
  SourceSummary,
} from './types';
export { SITE_PATHS, markdownPath, normExamplePath, sourcePath } from './site-urls';
export { siteStylesheet } from './site-stylesheet';
export { renderHomepage } from './render-homepage';
export { renderDeveloperGuide } from './render-developer-guide';
export { renderNormIndex } from './render-norm-index';
export { renderNormExample } from './render-norm-example';
export { renderSourceDirectory } from './render-source-directory';
export { renderAssociations } from './render-associations';
export { renderSourceProfile } from './render-source-profile';
export { renderErrorPage } from './render-error-page';
export { errorTexts, type ErrorTexts } from './error-texts';
export { renderLlmsTxt } from './render-llms-txt';
export { renderLlmsFullTxt } from './render-llms-full-txt';
export { renderSitemap } from './render-sitemap';
export { markdownToText } from './markdown-to-text';
export type {
  MediaReport,
  MediaReportArticle,
  MediaReportDisposition,
  MediaReportExecution,
  MediaReportSummary,
} from './media-report-types';
export { renderMediaReport, type RenderedMediaReport } from './render-media-report';
