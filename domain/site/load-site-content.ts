import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryRow, raw, sql } from '../database/sql';
import type { NormExampleRecord, SiteSourceRecord } from './site-content-records';
import { readSiteSeed, type SiteSeed } from './site-seed-reader';

// Any fixed number: instances starting together load one after the other instead of deadlocking.
const SITE_LOAD_LOCK = 731_002;

export interface SiteContentLoad {
  normExamples: number;
  sources: number;
  /** How many rows were inserted, changed or removed (0 when the store already held the seed). */
  rowsChanged: number;
}

const NORM_COLUMNS = `slug text, position integer, title text, summary text, law_abbreviation text, law_title text,
  section_id text, section_title text, source_url text, old_version_date date, old_commit text, old_text_markdown text,
  new_version_date date, new_commit text, new_text_markdown text, updated_at timestamptz`;

const SOURCE_COLUMNS = `slug text, position integer, kind text, name text, short_name text, url text, description text,
  faqs jsonb, norm_slugs text[], dataset_names text[], updated_at timestamptz`;

/**
 * Makes the store hold exactly the bundled seed: new and changed rows are written, rows the seed no longer has are
 * removed (the bundle is the catalog's source of truth), unchanged rows are left alone so the content revision (and
 * every cached page) stays put on an ordinary restart. One transaction: readers see the old or the new catalog.
 */
export async function loadSiteContent(
  em: EntityManager,
  seed: SiteSeed = readSiteSeed(),
): Promise<SiteContentLoad> {
  return em.transactional(async (tx) => {
    await execute(tx, sql`select pg_advisory_xact_lock(${SITE_LOAD_LOCK})`);
    const before = await revision(tx);
    await syncTable(tx, 'site_norm_example', NORM_COLUMNS, JSON.stringify(seed.normExamples.map(normRow)));
    await syncTable(tx, 'site_source', SOURCE_COLUMNS, JSON.stringify(seed.sources.map(sourceRow)));
    return {
      normExamples: seed.normExamples.length,
      sources: seed.sources.length,
      rowsChanged: (await revision(tx)) - before,
    };
  });
}

async function revision(tx: EntityManager): Promise<number> {
  const found = await queryRow(
    tx,
    sql`select revision from site_content_revision`,
    (row: { revision: number }) => row.revision,
  );
  if (found === null) throw new Error('site_content_revision has no row: the migrations have not run');
  return found;
}

/** Upserts the rows given as one JSON array (one round trip however long the catalog) and deletes the others. */
async function syncTable(tx: EntityManager, table: string, columns: string, rowsJson: string): Promise<void> {
  const names = columns.split(',').map((column) => column.trim().split(' ')[0]);
  const updates = names.filter((name) => name !== 'slug').map((name) => `${name} = excluded.${name}`);
  // Table and column names are this module's constants; only the rows are data.
  await execute(
    tx,
    sql`insert into ${raw(table)} (${raw(names.join(', '))})
        select ${raw(names.join(', '))} from jsonb_to_recordset(${rowsJson}::jsonb) as x(${raw(columns)})
        on conflict (slug) do update set ${raw(updates.join(', '))}
        where row(${raw(table)}.*) is distinct from row(excluded.*)`,
  );
  await execute(
    tx,
    sql`delete from ${raw(table)}
        where slug not in (select slug from jsonb_to_recordset(${rowsJson}::jsonb) as x(slug text))`,
  );
}

function normRow(example: NormExampleRecord) {
  return {
    slug: example.slug,
    position: example.position,
    title: example.title,
    summary: example.summary,
    law_abbreviation: example.lawAbbreviation,
    law_title: example.lawTitle,
    section_id: example.sectionId,
    section_title: example.sectionTitle,
    source_url: example.sourceUrl,
    old_version_date: example.old.versionDate,
    old_commit: example.old.commit,
    old_text_markdown: example.old.textMarkdown,
    new_version_date: example.new.versionDate,
    new_commit: example.new.commit,
    new_text_markdown: example.new.textMarkdown,
    updated_at: example.updatedAt,
  };
}

function sourceRow(source: SiteSourceRecord) {
  return {
    slug: source.slug,
    position: source.position,
    kind: source.kind,
    name: source.name,
    short_name: source.shortName,
    url: source.url,
    description: source.description,
    faqs: source.faqs,
    norm_slugs: source.normSlugs,
    dataset_names: source.datasetNames,
    updated_at: source.updatedAt,
  };
}
