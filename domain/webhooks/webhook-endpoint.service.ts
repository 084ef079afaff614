import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../errors';
import { execute, queryRow, queryRows, sql } from '../database/sql';
import { isUuid, newId } from '../ids';
import type { WebhookEndpointRecord } from './webhook-records';
import { WebhookSecretBox, WebhookSecretKeyMismatch } from './webhook-secret-box';
import { generateWebhookSecret } from './webhook-signature';
import { parseWebhookEndpointInput, type WebhookEndpointInput } from './webhook-url';

/** Who registers or reads endpoints: an organisation's user, or an operator (no user) through the CLI. */
export interface WebhookOwner {
  organisationId: string;
  userId: string | null;
}

export interface RegisteredWebhookEndpoint {
  endpoint: WebhookEndpointRecord;
  /** Shown once, at registration; never returned again. */
  secret: string;
}

const COLUMNS = sql`w.id, w.organisation_id, w.url, w.description, w.created_at, w.created_by_id`;

/**
 * An organisation's webhook endpoints; every read and write is scoped by the organisation. Secrets are
 * stored sealed (see WebhookSecretBox).
 */
export class WebhookEndpointService {
  /** Private networks: whether endpoints may be on loopback, private or link-local addresses (tests, on-premises). */
  constructor(private readonly options: { allowPrivateNetworks: boolean; secretBox: WebhookSecretBox }) {}

  /** Seals the secrets stored before secrets were sealed; how many it sealed. Runs at start. */
  async sealStoredSecrets(em: EntityManager): Promise<number> {
    const stored = await queryRows(
      em,
      sql`select id, secret from webhook_endpoint order by id for update`,
      (row: { id: string; secret: string }) => row,
    );
    const unsealed = stored.filter(({ secret }) => !WebhookSecretBox.isSealed(secret));
    for (const { id, secret } of unsealed) {
      await execute(
        em,
        sql`update webhook_endpoint set secret = ${this.options.secretBox.seal(secret)} where id = ${id}`,
      );
    }
    return unsealed.length;
  }

  /** An operator acting for the organisation of that name (the CLI); unknown names are not found. */
  async operatorOf(em: EntityManager, organisationName: string): Promise<WebhookOwner> {
    const organisationId = await queryRow(
      em,
      sql`select id from organisation where name = ${organisationName.trim()}`,
      (row: { id: string }) => row.id,
    );
    if (!organisationId) throw new NotFoundError('Organisation', JSON.stringify(organisationName));
    return { organisationId, userId: null };
  }

  async register(
    em: EntityManager,
    owner: WebhookOwner,
    input: WebhookEndpointInput,
  ): Promise<RegisteredWebhookEndpoint> {
    const draft = parseWebhookEndpointInput(input, this.options.allowPrivateNetworks);
    const secret = generateWebhookSecret();
    const endpoint: WebhookEndpointRecord = {
      id: newId(),
      organisationId: owner.organisationId,
      url: draft.url,
      description: draft.description,
      createdAt: new Date(),
      createdById: owner.userId,
    };
    await execute(
      em,
      sql`insert into webhook_endpoint (id, organisation_id, url, description, secret, created_at, created_by_id)
          values (${endpoint.id}, ${endpoint.organisationId}, ${endpoint.url}, ${endpoint.description},
            ${this.options.secretBox.seal(secret)},
            ${endpoint.createdAt}, ${endpoint.createdById})`,
    );
    return { endpoint, secret };
  }

  /**
   * Seals every secret anew under this service's key (a new WEBHOOK_SECRET_KEY): those sealed under the
   * `previous` key, and those stored before sealing. A secret that is already under the current key is left
   * (a rerun); one that opens under neither key throws, and the caller's transaction writes nothing.
   */
  async resealSecrets(
    em: EntityManager,
    previous: WebhookSecretBox,
  ): Promise<{ resealed: number; alreadyCurrent: number }> {
    const stored = await queryRows(
      em,
      sql`select id, secret from webhook_endpoint order by id for update`,
      (row: { id: string; secret: string }) => row,
    );
    let resealed = 0;
    for (const { id, secret } of stored) {
      let opened: string;
      try {
        opened = previous.open(secret);
      } catch (error) {
        if (!(error instanceof WebhookSecretKeyMismatch)) throw error;
        this.options.secretBox.open(secret);
        continue;
      }
      await execute(
        em,
        sql`update webhook_endpoint set secret = ${this.options.secretBox.seal(opened)} where id = ${id}`,
      );
      resealed += 1;
    }
    return { resealed, alreadyCurrent: stored.length - resealed };
  }

  /** Oldest first. */
  async list(em: EntityManager, organisationId: string): Promise<WebhookEndpointRecord[]> {
    return queryRows(
      em,
      sql`select ${COLUMNS} from webhook_endpoint w where w.organisation_id = ${organisationId}
          order by w.created_at, w.id`,
      toEndpoint,
    );
  }

  async get(em: EntityManager, organisationId: string, id: string): Promise<WebhookEndpointRecord> {
    const found = isUuid(id)
      ? await queryRow(
          em,
          sql`select ${COLUMNS} from webhook_endpoint w where w.id = ${id} and w.organisation_id = ${organisationId}`,
          toEndpoint,
        )
      : null;
    if (!found) throw new NotFoundError('Webhook endpoint', id);
    return found;
  }

  /** Its deliveries go with it; a delivery still queued then finds nothing to send. */
  async remove(em: EntityManager, organisationId: string, id: string): Promise<void> {
    const removed = isUuid(id)
      ? await execute(
          em,
          sql`delete from webhook_endpoint where id = ${id} and organisation_id = ${organisationId}`,
        )
      : 0;
    if (removed === 0) throw new NotFoundError('Webhook endpoint', id);
  }
}

function toEndpoint(row: {
  id: string;
  organisation_id: string;
  url: string;
  description: string | null;
  created_at: Date;
  created_by_id: string | null;
}): WebhookEndpointRecord {
  return {
    id: row.id,
    organisationId: row.organisation_id,
    url: row.url,
    description: row.description,
    createdAt: row.created_at,
    createdById: row.created_by_id,
  };
}
