import type {
  NormExampleFieldsFragment,
  NormExampleSummaryFieldsFragment,
  SiteSourceFieldsFragment,
} from '../../graph';
import type { NormExample, NormExampleSummary, SourceProfile } from '../../content';

/** The graph's content records in the shape the content renderers take (the seed's field names). */

export function toNormExampleSummary(data: NormExampleSummaryFieldsFragment): NormExampleSummary {
  return {
    slug: data.slug,
    title: data.title,
    summary: data.summary,
    law_abbreviation: data.lawAbbreviation,
    law_title: data.lawTitle,
    section_id: data.sectionId,
    section_title: data.sectionTitle,
    updated_at: data.updatedAt,
    position: data.position,
  };
}

export function toNormExample(data: NormExampleFieldsFragment): NormExample {
  const version = (v: NormExampleFieldsFragment['old']) => ({
    version_date: v.versionDate,
    commit: v.commit,
    text_markdown: v.textMarkdown,
  });
  return {
    ...toNormExampleSummary(data),
    source_url: data.sourceUrl,
    old: version(data.old),
    new: version(data.new),
  };
}

export function toSourceProfile(data: SiteSourceFieldsFragment): SourceProfile {
  return {
    slug: data.slug,
    kind: data.kind === 'ASSOCIATION' ? 'verband' : 'quelle',
    name: data.name,
    short_name: data.shortName,
    url: data.url,
    description: data.description,
    updated_at: data.updatedAt,
    position: data.position,
    faqs: data.faqs,
    norm_slugs: data.normSlugs,
    dataset_names: data.datasetNames,
  };
}
