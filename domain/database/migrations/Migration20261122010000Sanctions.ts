import { Migration } from '@mikro-orm/migrations';

/**
 * Sanctions, PEP and watchlist screening.
 * - Lists are loaded as versions: a refresh writes a new version beside the active one and switches
 *   in one transaction, so a failed or truncated download never replaces good data.
 * - Checks, their executions, results and dispositions belong to an organisation. Results keep a
 *   snapshot of the listed entity as screened, so an execution reads the same after lists change.
 */
export class Migration20261122010000Sanctions extends Migration {
  override async up(): Promise<void> {
    // The country the geocoder read from a place's address: evidence when screening the subject.
    this.addSql(`alter table subject_place add column country_code text null;`);
    this.addSql(`
      create table list_version (
        id uuid primary key,
        list_name text not null,
        status text not null check (status in ('loading', 'active', 'superseded', 'failed')),
        origin text not null,
        content_sha256 text null,
        entity_count integer not null default 0,
        counts jsonb not null default '{}',
        warnings jsonb not null default '[]',
        error text null,
        created_at timestamptz not null,
        activated_at timestamptz null
      );`);
    this.addSql(
      `create unique index list_version_one_active_idx on list_version (list_name) where status = 'active';`,
    );
    this.addSql(`
      create table list_dataset (
        version_id uuid not null references list_version (id) on delete cascade,
        name text not null,
        title text not null,
        summary text not null,
        url text not null,
        updated_at timestamptz null,
        tags jsonb not null default '[]',
        primary key (version_id, name)
      );`);
    this.addSql(`
      create table listed_entity (
        version_id uuid not null references list_version (id) on delete cascade,
        entity_key text not null,
        dataset text not null,
        schema text not null,
        name text not null,
        data jsonb not null,
        primary key (version_id, entity_key)
      );`);
    this.addSql(`
      create table sanction_check_configuration (
        id uuid primary key,
        organisation_id uuid not null references organisation (id) on delete cascade deferrable initially deferred,
        monitoring_interval text not null check (monitoring_interval in ('DAILY', 'WEEKLY', 'MONTHLY')),
        monitoring_active boolean not null,
        match_threshold integer not null check (match_threshold between 1 and 100),
        datasets jsonb null,
        created_at timestamptz not null,
        created_by_id uuid not null references app_user (id) deferrable initially deferred
      );`);
    this.addSql(`
      create table sanction_check (
        id uuid primary key,
        organisation_id uuid not null references organisation (id) on delete cascade deferrable initially deferred,
        subject_id uuid not null references subject (id) on delete cascade deferrable initially deferred,
        configuration_id uuid not null references sanction_check_configuration (id) deferrable initially deferred,
        created_at timestamptz not null,
        created_by_id uuid not null references app_user (id) deferrable initially deferred,
        last_executed_at timestamptz not null
      );`);
    this.addSql(
      `create index sanction_check_organisation_idx on sanction_check (organisation_id, created_at);`,
    );
    this.addSql(`create index sanction_check_configuration_idx on sanction_check (configuration_id);`);
    this.addSql(`
      create table sanction_check_execution (
        id uuid primary key,
        check_id uuid not null references sanction_check (id) on delete cascade deferrable initially deferred,
        organisation_id uuid not null,
        sources_id uuid not null unique,
        trigger text not null check (trigger in ('MANUAL', 'MONITORING', 'LIST_REFRESH')),
        sources jsonb not null,
        removed_results jsonb not null default '[]',
        created_at timestamptz not null,
        created_by_id uuid null references app_user (id) deferrable initially deferred
      );`);
    this.addSql(
      `create index sanction_check_execution_check_idx on sanction_check_execution (check_id, created_at);`,
    );
    this.addSql(`
      create table sanction_check_result (
        id uuid primary key,
        execution_id uuid not null references sanction_check_execution (id) on delete cascade deferrable initially deferred,
        organisation_id uuid not null,
        rank integer not null,
        entity_key text not null,
        score integer not null,
        change text not null check (change in ('NEW', 'UNCHANGED')),
        entity jsonb not null,
        explanation jsonb not null,
        created_at timestamptz not null
      );`);
    this.addSql(
      `create index sanction_check_result_execution_idx on sanction_check_result (execution_id, rank);`,
    );
    this.addSql(`
      create table sanction_result_disposition (
        id uuid primary key,
        result_id uuid not null references sanction_check_result (id) on delete cascade deferrable initially deferred,
        organisation_id uuid not null,
        risk text not null check (risk in ('RISKY', 'NOT_RISKY', 'UNDETERMINED')),
        justification text not null,
        created_at timestamptz not null,
        created_by_id uuid not null references app_user (id) deferrable initially deferred
      );`);
    this.addSql(
      `create index sanction_result_disposition_result_idx on sanction_result_disposition (result_id, created_at);`,
    );
  }

  override async down(): Promise<void> {
    for (const table of [
      'sanction_result_disposition',
      'sanction_check_result',
      'sanction_check_execution',
      'sanction_check',
      'sanction_check_configuration',
      'listed_entity',
      'list_dataset',
      'list_version',
    ]) {
      this.addSql(`drop table if exists ${table};`);
    }
    this.addSql(`alter table subject_place drop column if exists country_code;`);
  }
}
