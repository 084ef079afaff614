import type { NormExample, NormVersion, SourceProfile } from '../../content/types';
import type {
  NormExampleRecord,
  NormVersionRecord,
  SiteSourceRecord,
} from '../../domain/site/site-content-records';
import { readSiteSeed } from '../../domain/site/site-seed-reader';

export interface SiteSeed {
  normExamples: NormExample[];
  sources: SourceProfile[];
}

const toNormVersion = (version: NormVersionRecord): NormVersion => ({
  version_date: version.versionDate,
  commit: version.commit,
  text_markdown: version.textMarkdown,
});

function toNormExample(record: NormExampleRecord): NormExample {
  return {
    slug: record.slug,
    title: record.title,
    summary: record.summary,
    law_abbreviation: record.lawAbbreviation,
    law_title: record.lawTitle,
    section_id: record.sectionId,
    section_title: record.sectionTitle,
    updated_at: record.updatedAt,
    position: record.position,
    source_url: record.sourceUrl,
    old: toNormVersion(record.old),
    new: toNormVersion(record.new),
  };
}

function toSourceProfile(record: SiteSourceRecord): SourceProfile {
  return {
    slug: record.slug,
    kind: record.kind,
    name: record.name,
    short_name: record.shortName,
    url: record.url,
    description: record.description,
    updated_at: record.updatedAt,
    position: record.position,
    faqs: record.faqs,
    norm_slugs: record.normSlugs,
    dataset_names: record.datasetNames,
  };
}

/**
 * The bundled content in `data/site/`, read and checked by the domain's seed reader (as the service loads
 * it), in the shape the renderers take: for tests that compare pages with the seed.
 */
export function loadSiteSeed(): SiteSeed {
  const seed = readSiteSeed();
  return { normExamples: seed.normExamples.map(toNormExample), sources: seed.sources.map(toSourceProfile) };
}
