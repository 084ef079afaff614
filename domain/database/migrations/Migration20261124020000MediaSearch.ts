import { Migration } from '@mikro-orm/migrations';

/**
 * Adverse-media searches.
 * - A configuration keeps every version: an update writes the next one, and each execution records the
 *   version it ran with.
 * - A search links a subject to a configuration; each execution holds its ranked articles as snapshots
 *   (headline, url, date, source, subject match, risk assessment), so it reads the same later.
 * - Dispositions (automatic or an analyst's) and summaries are appended, never changed: the newest is the
 *   one in force, the rest is the record an auditor reads.
 * Everything of a search goes with it, and every search with its subject.
 */
export class Migration20261124020000MediaSearch extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table media_search_configuration (
        id uuid primary key,
        organisation_id uuid not null references organisation (id) on delete cascade,
        latest_version integer not null,
        created_at timestamptz not null,
        created_by_id uuid not null
      );`);
    this.addSql(`
      create table media_search_configuration_version (
        configuration_id uuid not null references media_search_configuration (id) on delete cascade,
        version integer not null check (version >= 1),
        title text not null,
        reference text null,
        is_template boolean not null,
        language text null,
        keywords jsonb not null,
        keyword_lists jsonb not null,
        risk_categories jsonb not null,
        max_number_of_results integer not null check (max_number_of_results between 1 and 500),
        look_back_days integer not null check (look_back_days between 1 and 36500),
        look_back_active boolean not null,
        auto_assessment_active boolean not null,
        auto_assessment_threshold integer not null check (auto_assessment_threshold between 0 and 10),
        subject_names_fuzzy text not null check (subject_names_fuzzy in ('STRICT', 'STANDARD', 'BROAD')),
        created_at timestamptz not null,
        created_by_id uuid not null,
        primary key (configuration_id, version)
      );`);
    this.addSql(`
      create table media_search (
        id uuid primary key,
        organisation_id uuid not null references organisation (id) on delete cascade,
        subject_id uuid not null references subject (id) on delete cascade,
        configuration_id uuid not null references media_search_configuration (id),
        created_at timestamptz not null,
        created_by_id uuid not null
      );`);
    this.addSql(
      `create index media_search_find_idx on media_search (organisation_id, created_at desc, id desc);`,
    );
    this.addSql(`create index media_search_subject_idx on media_search (subject_id);`);
    this.addSql(`create index media_search_configuration_idx on media_search (configuration_id);`);
    this.addSql(`
      create table media_search_execution (
        id uuid primary key,
        search_id uuid not null references media_search (id) on delete cascade,
        organisation_id uuid not null,
        configuration_version integer not null,
        status text not null check (status in ('INITIATED', 'IN_PROGRESS', 'COMPLETED', 'FAILED')),
        failure_reason text null,
        attempts integer not null default 0,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        created_by_id uuid not null
      );`);
    this.addSql(
      `create index media_search_execution_search_idx on media_search_execution (search_id, created_at);`,
    );
    this.addSql(
      `create index media_search_execution_unfinished_idx on media_search_execution (updated_at)
         where status in ('INITIATED', 'IN_PROGRESS');`,
    );
    this.addSql(`
      create table media_search_article (
        id uuid primary key,
        execution_id uuid not null references media_search_execution (id) on delete cascade,
        search_id uuid not null,
        organisation_id uuid not null,
        rank integer not null,
        canonical_url text not null,
        url text not null,
        headline text not null,
        publication_date timestamptz null,
        source text not null,
        language text null,
        excerpt text not null,
        subject_match jsonb not null,
        risk_assessment jsonb not null,
        seen_before boolean not null,
        created_at timestamptz not null,
        unique (execution_id, canonical_url)
      );`);
    this.addSql(
      `create index media_search_article_search_idx on media_search_article (search_id, canonical_url);`,
    );
    this.addSql(`
      create table media_search_article_disposition (
        id uuid primary key,
        article_id uuid not null references media_search_article (id) on delete cascade,
        execution_id uuid not null,
        search_id uuid not null,
        organisation_id uuid not null,
        risk text not null check (risk in ('RISKY', 'NOT_RISKY', 'UNDETERMINED')),
        justification text not null,
        risk_categories jsonb not null,
        origin text not null check (origin in ('AUTOMATIC', 'ANALYST')),
        carried_over_from_id uuid null,
        created_at timestamptz not null,
        created_by_id uuid not null
      );`);
    this.addSql(
      `create index media_search_article_disposition_article_idx on media_search_article_disposition (article_id, created_at);`,
    );
    this.addSql(`
      create table media_search_summary (
        id uuid primary key,
        search_id uuid not null references media_search (id) on delete cascade,
        execution_id uuid null references media_search_execution (id) on delete cascade,
        organisation_id uuid not null,
        summary text not null,
        risky boolean not null,
        risk_categories jsonb not null,
        origin text not null check (origin in ('AUTOMATIC', 'ANALYST')),
        created_at timestamptz not null,
        created_by_id uuid not null
      );`);
    this.addSql(
      `create index media_search_summary_search_idx on media_search_summary (search_id, created_at);`,
    );
  }
}
