import { Migration } from '@mikro-orm/migrations';

/**
 * Decisions on sanctions results that stick across executions of a check.
 * - `sanction_check_result.entity_digest`: md5 of the listed entity's record as stored (its jsonb text), the
 *   same digest the list store computes of `listed_entity.data`. Two results of one listing with the same
 *   digest saw the same data; any change of the publisher's entry (a name, an address, a program) changes it.
 * - `sanction_result_disposition.carried_over_from_id`: a decision copied onto a later execution's result of
 *   the same listing, pointing at the analyst's original; null for a decision recorded on the result itself.
 */
export class Migration20261124100000SanctionDecisions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table sanction_check_result
        add column entity_digest text generated always as (md5(entity::text)) stored;`);
    this.addSql(`
      alter table sanction_result_disposition
        add column carried_over_from_id uuid null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table sanction_result_disposition drop column if exists carried_over_from_id;`);
    this.addSql(`alter table sanction_check_result drop column if exists entity_digest;`);
  }
}
