import { renderHtmlPage } from './engine';
import { formatGermanDate } from './german-date';
import { t } from './locale';
import { escapeMarkdown } from './markdown-escape';
import {
  buildNormDiffPreview,
  DEFAULT_DIFF_PREVIEW_LIMITS,
  type DiffPreviewLimits,
} from './norm-diff-preview';
import { diffPreviewToHtml } from './norm-diff-preview-html';
import { diffPreviewToMarkdown } from './norm-diff-preview-markdown';
import { SITE_PATHS, normExamplePath } from './site-urls';
import type { NormExample, NormVersion, RenderedPage, SiteInfo } from './types';

/** The versions come from the public repository bundestag/gesetze; a commit link shows the snapshot there. */
function commitUrl(commit: string): string {
  return `https://github.com/bundestag/gesetze/commit/${encodeURIComponent(commit)}`;
}

function versionFacts(version: NormVersion) {
  return { ...version, shortCommit: version.commit.slice(0, 7), commitUrl: commitUrl(version.commit) };
}

function versionMarkdown(version: NormVersion): string {
  return `${formatGermanDate(version.version_date)} (${t('normExample.commitLabel')} [${version.commit.slice(0, 7)}](${commitUrl(version.commit)}))`;
}

/** `/de/normen/{slug}/`: metadata of one comparison and bounded previews of the changed text. */
export function renderNormExample(
  site: SiteInfo,
  example: NormExample,
  limits: DiffPreviewLimits = DEFAULT_DIFF_PREVIEW_LIMITS,
): RenderedPage {
  const preview = buildNormDiffPreview(example.old.text_markdown, example.new.text_markdown, limits);
  const path = normExamplePath(example.slug);
  const html = renderHtmlPage(
    site,
    'norm-example',
    {
      title: example.title,
      description: example.summary,
      path,
      section: 'normIndex',
      breadcrumbs: [
        { label: t('nav.home'), path: SITE_PATHS.home },
        { label: t('nav.normIndex'), path: SITE_PATHS.normIndex },
        { label: `${example.section_id} ${example.law_abbreviation}` },
      ],
    },
    {
      ...example,
      old: versionFacts(example.old),
      new: versionFacts(example.new),
      previewHtml: diffPreviewToHtml(preview),
    },
  );
  const facts = [
    [
      t('normExample.lawLabel'),
      `${escapeMarkdown(example.law_title)} (${escapeMarkdown(example.law_abbreviation)})`,
    ],
    [t('normExample.sectionLabel'), escapeMarkdown(`${example.section_id} ${example.section_title}`)],
    [t('normExample.oldVersionLabel'), versionMarkdown(example.old)],
    [t('normExample.newVersionLabel'), versionMarkdown(example.new)],
    [t('normExample.sourceLabel'), `<${example.source_url}>`],
    [t('normExample.updatedLabel'), formatGermanDate(example.updated_at)],
  ];
  const markdown = [
    `# ${escapeMarkdown(example.title)}`,
    escapeMarkdown(example.summary),
    `## ${t('normExample.metadataHeading')}`,
    facts.map(([label, value]) => `- ${label}: ${value}`).join('\n'),
    t('normExample.versionNote'),
    `## ${t('normExample.previewHeading')}`,
    t('normExample.previewIntro'),
    diffPreviewToMarkdown(preview),
  ].join('\n\n');
  return { html, markdown: `${markdown}\n` };
}
