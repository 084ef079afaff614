import { Migration } from '@mikro-orm/migrations';

/**
 * Webhook alerts of an organisation.
 * - `webhook_endpoint`: where alerts go. The signing secret is kept as issued: signing needs it, and it is
 *   never read back to a client after registration.
 * - `webhook_delivery`: one alert to one endpoint, unique per endpoint and execution, so an alert step that
 *   runs twice sends nothing twice. Its payload is fixed when the alert is made; every attempt sends it.
 * - `webhook_delivery_attempt`: every POST made, with its answer or error.
 * Removing an endpoint removes its deliveries; a delivery job left behind then finds nothing to send.
 */
export class Migration20261124120000Webhooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table webhook_endpoint (
        id uuid primary key,
        organisation_id uuid not null references organisation (id) on delete cascade deferrable initially deferred,
        url text not null,
        description text null,
        secret text not null,
        created_at timestamptz not null,
        created_by_id uuid null references app_user (id) on delete set null deferrable initially deferred
      );`);
    this.addSql(
      `create index webhook_endpoint_organisation_idx on webhook_endpoint (organisation_id, created_at);`,
    );
    this.addSql(`
      create table webhook_delivery (
        id uuid primary key,
        organisation_id uuid not null references organisation (id) on delete cascade deferrable initially deferred,
        endpoint_id uuid not null references webhook_endpoint (id) on delete cascade,
        check_id uuid not null,
        execution_id uuid not null,
        event text not null,
        body text not null,
        status text not null check (status in ('PENDING', 'DELIVERED', 'FAILED')),
        created_at timestamptz not null,
        finished_at timestamptz null,
        unique (endpoint_id, execution_id)
      );`);
    this.addSql(`create index webhook_delivery_execution_idx on webhook_delivery (execution_id);`);
    this.addSql(
      `create index webhook_delivery_endpoint_idx on webhook_delivery (endpoint_id, created_at desc);`,
    );
    this.addSql(`
      create table webhook_delivery_attempt (
        delivery_id uuid not null references webhook_delivery (id) on delete cascade,
        attempt integer not null check (attempt >= 1),
        attempted_at timestamptz not null,
        duration_ms integer not null,
        status_code integer null,
        error text null,
        primary key (delivery_id, attempt)
      );`);
  }
}
