import { renderHtmlPage } from './engine';
import { formatGermanDate } from './german-date';
import { t } from './locale';
import { escapeMarkdown } from './markdown-escape';
import { SITE_PATHS, absoluteUrl, markdownPath, normExamplePath, sourcePath } from './site-urls';
import { sourceTitle } from './source-title';
import type { NormExampleSummary, RenderedPage, SiteInfo, SourceProfile } from './types';

/**
 * `/de/quellen/{slug}/`: description, FAQs, related norm examples and screening datasets of one source.
 * `normExamples` supplies the titles of the linked examples; a slug without a match is listed by its slug.
 */
export function renderSourceProfile(
  site: SiteInfo,
  source: SourceProfile,
  normExamples: NormExampleSummary[],
): RenderedPage {
  const title = sourceTitle(source);
  const titles = new Map(normExamples.map((example) => [example.slug, example.title]));
  const linkedExamples = source.norm_slugs.map((slug) => ({
    slug,
    title: titles.get(slug) ?? slug,
    path: normExamplePath(slug),
  }));
  const isAssociation = source.kind === 'verband';
  const html = renderHtmlPage(
    site,
    'source-profile',
    {
      title,
      description: source.description,
      path: sourcePath(source.slug),
      section: 'sourceDirectory',
      breadcrumbs: [
        { label: t('nav.home'), path: SITE_PATHS.home },
        { label: t('nav.sourceDirectory'), path: SITE_PATHS.sourceDirectory },
        ...(isAssociation ? [{ label: t('nav.associations'), path: SITE_PATHS.associations }] : []),
        { label: source.short_name ?? source.name },
      ],
    },
    { ...source, title, linkedExamples },
  );
  const markdown = [
    `# ${escapeMarkdown(title)}`,
    escapeMarkdown(source.description),
    `- ${t('sourceProfile.websiteLabel')}: ${source.url ? `<${source.url}>` : t('sourceProfile.websiteMissing')}\n` +
      `- ${t('sourceProfile.updatedLabel')}: ${formatGermanDate(source.updated_at)}`,
    ...(linkedExamples.length > 0
      ? [
          `## ${t('sourceProfile.normHeading')}`,
          linkedExamples
            .map(
              (example) =>
                `- [${escapeMarkdown(example.title)}](${absoluteUrl(site, markdownPath(example.path))})`,
            )
            .join('\n'),
        ]
      : []),
    ...(source.dataset_names.length > 0
      ? [
          `## ${t('sourceProfile.datasetHeading')}`,
          t('sourceProfile.datasetIntro'),
          source.dataset_names.map((name) => `- \`${name}\``).join('\n'),
        ]
      : []),
    `## ${t('sourceProfile.faqHeading')}`,
    ...source.faqs.map((faq) => `### ${escapeMarkdown(faq.question)}\n\n${escapeMarkdown(faq.answer)}`),
  ];
  return { html, markdown: `${markdown.join('\n\n')}\n` };
}
