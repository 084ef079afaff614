import { Migration } from '@mikro-orm/migrations';

/**
 * Every stored dataset gets an `updated_at` (the contract gives a string). Loads from now on set the publisher's
 * date, else the download's Last-Modified, else when the copy was fetched; a dataset loaded before without one
 * gets when its version was loaded, the closest to "when our copy was fetched" that is known for it.
 */
export class Migration20261124110000ListDatasetDates extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      update list_dataset d set updated_at = v.created_at
      from list_version v where v.id = d.version_id and d.updated_at is null;`);
  }

  override async down(): Promise<void> {
    // The dates filled in cannot be told from the publishers' own: nothing to undo.
  }
}
