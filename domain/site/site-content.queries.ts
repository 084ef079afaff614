import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../errors';
import type {
  NormExampleOrder,
  NormExampleRecord,
  NormExampleSummaryRecord,
  SiteSourceKind,
  SiteSourceRecord,
} from './site-content-records';

type Row = Record<string, unknown>;

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

const NORM_SUMMARY_COLUMNS = `n.slug, n.position, n.title, n.summary, n.law_abbreviation, n.law_title, n.section_id,
  n.section_title, ${iso('n.updated_at')} as updated_at`;

const NORM_COLUMNS = `${NORM_SUMMARY_COLUMNS}, n.source_url,
  ${day('n.old_version_date')} as old_version_date, n.old_commit, n.old_text_markdown,
  ${day('n.new_version_date')} as new_version_date, n.new_commit, n.new_text_markdown`;

const SOURCE_COLUMNS = `s.slug, s.position, s.kind, s.name, s.short_name, s.url, s.description, s.faqs, s.norm_slugs,
  s.dataset_names, ${iso('s.updated_at')} as updated_at`;

const NORM_ORDER: Record<NormExampleOrder, string> = {
  catalog: 'n.position, n.slug',
  updated: 'n.updated_at desc, n.position, n.slug',
};

/** Reads of the public website's content, in hand-written SQL (one round trip each, no entity hydration). */
export class SiteContentQueries {
  /**
   * Changes whenever any content row does. It reads every content table, so a broken store fails here already
   * rather than after a cached page has been served.
   */
  async version(em: EntityManager): Promise<string> {
    const rows: Row[] = await em.getConnection().execute(
      `select r.revision, (select count(*) from site_norm_example) as norms, (select count(*) from site_source) as sources
       from site_content_revision r`,
    );
    return `${rows[0].revision}.${rows[0].norms}.${rows[0].sources}`;
  }

  async normExampleSummaries(
    em: EntityManager,
    order: NormExampleOrder,
  ): Promise<NormExampleSummaryRecord[]> {
    const rows: Row[] = await em
      .getConnection()
      .execute(`select ${NORM_SUMMARY_COLUMNS} from site_norm_example n order by ${NORM_ORDER[order]}`);
    return rows.map(toNormSummary);
  }

  /** Every norm example with both texts, in catalog order (for the combined text of the site). */
  async normExamples(em: EntityManager): Promise<NormExampleRecord[]> {
    const rows: Row[] = await em
      .getConnection()
      .execute(`select ${NORM_COLUMNS} from site_norm_example n order by ${NORM_ORDER.catalog}`);
    return rows.map(toNormExample);
  }

  async normExample(em: EntityManager, slug: string): Promise<NormExampleRecord> {
    const rows: Row[] = await em
      .getConnection()
      .execute(`select ${NORM_COLUMNS} from site_norm_example n where n.slug = ?`, [slug]);
    if (!rows[0]) throw new NotFoundError('Norm example', slug);
    return toNormExample(rows[0]);
  }

  /** Catalog order; `kind` filters when given. */
  async sources(em: EntityManager, kind: SiteSourceKind | null): Promise<SiteSourceRecord[]> {
    const rows: Row[] = await em
      .getConnection()
      .execute(
        `select ${SOURCE_COLUMNS} from site_source s where ?::text is null or s.kind = ? order by s.position, s.slug`,
        [kind, kind],
      );
    return rows.map(toSource);
  }

  async source(em: EntityManager, slug: string): Promise<SiteSourceRecord> {
    const rows: Row[] = await em
      .getConnection()
      .execute(`select ${SOURCE_COLUMNS} from site_source s where s.slug = ?`, [slug]);
    if (!rows[0]) throw new NotFoundError('Source', slug);
    return toSource(rows[0]);
  }
}

function toNormSummary(row: Row): NormExampleSummaryRecord {
  return {
    slug: row.slug as string,
    position: row.position as number,
    title: row.title as string,
    summary: row.summary as string,
    lawAbbreviation: row.law_abbreviation as string,
    lawTitle: row.law_title as string,
    sectionId: row.section_id as string,
    sectionTitle: row.section_title as string,
    updatedAt: row.updated_at as string,
  };
}

function toNormExample(row: Row): NormExampleRecord {
  return {
    ...toNormSummary(row),
    sourceUrl: row.source_url as string,
    old: {
      versionDate: row.old_version_date as string,
      commit: row.old_commit as string,
      textMarkdown: row.old_text_markdown as string,
    },
    new: {
      versionDate: row.new_version_date as string,
      commit: row.new_commit as string,
      textMarkdown: row.new_text_markdown as string,
    },
  };
}

function toSource(row: Row): SiteSourceRecord {
  return {
    slug: row.slug as string,
    position: row.position as number,
    kind: row.kind as SiteSourceKind,
    name: row.name as string,
    shortName: row.short_name as string | null,
    url: row.url as string | null,
    description: row.description as string,
    faqs: row.faqs as SiteSourceRecord['faqs'],
    normSlugs: row.norm_slugs as string[],
    datasetNames: row.dataset_names as string[],
    updatedAt: row.updated_at as string,
  };
}
