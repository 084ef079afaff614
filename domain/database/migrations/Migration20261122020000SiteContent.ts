import { Migration } from '@mikro-orm/migrations';

/**
 * Content of the public website: norm examples (both versions of the compared section) and sources with their
 * FAQs, related norm examples and screening datasets. `position` is the catalog order, `updated_at` the content's
 * own date of last modification (not when the row was written).
 * `site_content_revision` counts every row change (kept by triggers, so edits outside the loader count too): the
 * gateway's render cache is keyed by it.
 */
export class Migration20261122020000SiteContent extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table site_norm_example (
        slug text primary key check (slug <> '' and position('/' in slug) = 0),
        position integer not null,
        title text not null,
        summary text not null,
        law_abbreviation text not null,
        law_title text not null,
        section_id text not null,
        section_title text not null,
        source_url text not null,
        old_version_date date not null,
        old_commit text not null,
        old_text_markdown text not null,
        new_version_date date not null,
        new_commit text not null,
        new_text_markdown text not null,
        updated_at timestamptz not null
      );`);
    this.addSql(`
      create table site_source (
        slug text primary key check (slug <> '' and position('/' in slug) = 0),
        position integer not null,
        kind text not null check (kind in ('quelle', 'verband')),
        name text not null,
        short_name text null,
        url text null,
        description text not null,
        faqs jsonb not null default '[]',
        norm_slugs text[] not null default '{}',
        dataset_names text[] not null default '{}',
        updated_at timestamptz not null
      );`);
    this.addSql(`
      create table site_content_revision (
        id boolean primary key default true check (id),
        revision bigint not null default 0
      );`);
    this.addSql(`insert into site_content_revision default values;`);
    this.addSql(`
      create function site_content_revised() returns trigger language plpgsql as $$
      begin
        update site_content_revision set revision = revision + 1;
        return null;
      end $$;`);
    for (const table of ['site_norm_example', 'site_source']) {
      // Row triggers: an upsert that changes nothing leaves the revision (and every cached page) alone.
      this.addSql(`create trigger ${table}_revised after insert or update or delete on ${table}
        for each row execute function site_content_revised();`);
      this.addSql(`create trigger ${table}_truncated after truncate on ${table}
        for each statement execute function site_content_revised();`);
    }
  }
}
