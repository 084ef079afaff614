import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { projectFile } from '../project-files';
import { SITE_SOURCE_KINDS, type NormExampleRecord, type SiteSourceRecord } from './site-content-records';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const isoTimestamp = z.string().datetime();
const slug = z
  .string()
  .min(1)
  .regex(/^[^/]+$/);

const normVersion = z.object({ version_date: isoDate, commit: z.string().min(1), text_markdown: z.string() });

const seedNormExample = z.object({
  slug,
  position: z.number().int(),
  title: z.string().min(1),
  summary: z.string(),
  law_abbreviation: z.string(),
  law_title: z.string(),
  section_id: z.string(),
  section_title: z.string(),
  source_url: z.string().url(),
  old: normVersion,
  new: normVersion,
  updated_at: isoTimestamp,
});

const seedSource = z.object({
  slug,
  position: z.number().int(),
  kind: z.enum(SITE_SOURCE_KINDS),
  name: z.string().min(1),
  short_name: z.string().nullable(),
  url: z.string().url().nullable(),
  description: z.string(),
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
  norm_slugs: z.array(z.string()),
  dataset_names: z.array(z.string()),
  updated_at: isoTimestamp,
});

export interface SiteSeed {
  normExamples: NormExampleRecord[];
  sources: SiteSourceRecord[];
}

/** Reads and checks the bundled website content (norm examples gzip-compressed, sources as JSON). */
export function readSiteSeed(): SiteSeed {
  const dir = projectFile('data', 'site');
  const examples = z
    .array(seedNormExample)
    .parse(JSON.parse(gunzipSync(readFileSync(join(dir, 'norm-examples.json.gz'))).toString('utf8')));
  const sources = z.array(seedSource).parse(JSON.parse(readFileSync(join(dir, 'sources.json'), 'utf8')));
  return {
    normExamples: examples.map((e) => ({
      slug: e.slug,
      position: e.position,
      title: e.title,
      summary: e.summary,
      lawAbbreviation: e.law_abbreviation,
      lawTitle: e.law_title,
      sectionId: e.section_id,
      sectionTitle: e.section_title,
      sourceUrl: e.source_url,
      old: { versionDate: e.old.version_date, commit: e.old.commit, textMarkdown: e.old.text_markdown },
      new: { versionDate: e.new.version_date, commit: e.new.commit, textMarkdown: e.new.text_markdown },
      updatedAt: e.updated_at,
    })),
    sources: sources.map((s) => ({
      slug: s.slug,
      position: s.position,
      kind: s.kind,
      name: s.name,
      shortName: s.short_name,
      url: s.url,
      description: s.description,
      faqs: s.faqs,
      normSlugs: s.norm_slugs,
      datasetNames: s.dataset_names,
      updatedAt: s.updated_at,
    })),
  };
}
