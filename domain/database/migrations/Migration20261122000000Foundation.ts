import { Migration } from '@mikro-orm/migrations';

/**
 * Organisations, users, credentials and subjects with their places. Every tenant row carries
 * organisation_id. Foreign keys are plain columns in the entities (loaded through DataLoaders), so the
 * ORM cannot order inserts by them: the constraints are checked at commit instead.
 */
export class Migration20261122000000Foundation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table organisation (
        id uuid primary key,
        name text not null unique,
        created_at timestamptz not null
      );`);
    this.addSql(`
      create table app_user (
        id uuid primary key,
        organisation_id uuid not null references organisation (id) on delete cascade deferrable initially deferred,
        email text not null,
        created_at timestamptz not null,
        unique (organisation_id, email)
      );`);
    this.addSql(`
      create table credential (
        id uuid primary key,
        organisation_id uuid not null references organisation (id) on delete cascade deferrable initially deferred,
        user_id uuid not null references app_user (id) on delete cascade deferrable initially deferred,
        secret_hash text not null,
        created_at timestamptz not null,
        revoked_at timestamptz null
      );`);
    this.addSql(`
      create table subject (
        id uuid primary key,
        organisation_id uuid not null references organisation (id) on delete cascade deferrable initially deferred,
        name text not null,
        type text not null check (type in ('INDIVIDUAL', 'ORGANISATION', 'VESSEL', 'AIRCRAFT')),
        aliases jsonb not null default '[]',
        date_of_birth timestamptz null,
        date_of_incorporation timestamptz null,
        industries jsonb not null default '[]',
        nationalities jsonb not null default '[]',
        internal_id text null,
        created_at timestamptz not null,
        created_by_id uuid not null references app_user (id) deferrable initially deferred
      );`);
    this.addSql(
      `create index subject_organisation_created_idx on subject (organisation_id, created_at, id);`,
    );
    this.addSql(
      `create index subject_organisation_internal_id_idx on subject (organisation_id, internal_id);`,
    );
    this.addSql(`
      create table subject_place (
        id uuid primary key,
        subject_id uuid not null references subject (id) on delete cascade deferrable initially deferred,
        organisation_id uuid not null references organisation (id) on delete cascade deferrable initially deferred,
        position integer not null,
        description text null,
        place text not null,
        lat double precision null,
        lng double precision null
      );`);
    this.addSql(`create index subject_place_subject_idx on subject_place (subject_id, position);`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists subject_place;');
    this.addSql('drop table if exists subject;');
    this.addSql('drop table if exists credential;');
    this.addSql('drop table if exists app_user;');
    this.addSql('drop table if exists organisation;');
  }
}
