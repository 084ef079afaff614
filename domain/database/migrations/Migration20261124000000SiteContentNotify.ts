import { Migration } from '@mikro-orm/migrations';

/**
 * Every change of the website's content also sends a notification on `site_content_revised`, so a
 * running instance learns of it (LISTEN) instead of asking the database on every page request.
 * Notifications are sent at commit, and PostgreSQL folds identical ones of a transaction into one.
 */
export class Migration20261124000000SiteContentNotify extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create or replace function site_content_revised() returns trigger language plpgsql as $$
      begin
        update site_content_revision set revision = revision + 1;
        perform pg_notify('site_content_revised', '');
        return null;
      end $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`
      create or replace function site_content_revised() returns trigger language plpgsql as $$
      begin
        update site_content_revision set revision = revision + 1;
        return null;
      end $$;`);
  }
}
