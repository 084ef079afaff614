import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { NotFoundError } from '../errors';
import { empty, execute, queryRow, queryRows, sql } from '../database/sql';
import { isUuid, newId } from '../ids';
import { parseInput } from '../validation/parse-input';
import { textField } from '../validation/text-field';
import { encodeToken, generateSecret, hashSecret } from './credential-token';

export interface IssuedCredential {
  organisationId: string;
  userId: string;
  credentialId: string;
  /** The full `Authorization` header value; shown once, never stored. */
  authorization: string;
}

/** A credential as the CLI lists it: never its secret. */
export interface CredentialListing {
  credentialId: string;
  organisationId: string;
  userId: string;
  email: string | null;
  createdAt: Date;
  revokedAt: Date | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What an operator names: an organisation up to 200 characters, an address up to RFC 5321's 254. */
const issueInput = z.object({
  organisation: textField(200),
  user: textField(254)
    .transform((email) => email.toLowerCase())
    .refine((email) => EMAIL.test(email), 'must be an e-mail address'),
});

/** Administration of organisations, users and credentials (used by the CLI). */
export class CredentialService {
  /** Creates the organisation and user when they do not exist yet, then issues a new credential. */
  async issue(em: EntityManager, organisationName: string, email: string): Promise<IssuedCredential> {
    const { organisation: name, user: normalisedEmail } = parseInput(issueInput, {
      organisation: organisationName,
      user: email,
    });

    return em.transactional(async (tx) => {
      const now = new Date();
      let organisationId = await queryRow(
        tx,
        sql`select id from organisation where name = ${name}`,
        (row: { id: string }) => row.id,
      );
      if (!organisationId) {
        organisationId = newId();
        await execute(
          tx,
          sql`insert into organisation (id, name, created_at) values (${organisationId}, ${name}, ${now})`,
        );
      }
      let userId = await queryRow(
        tx,
        sql`select id from app_user where organisation_id = ${organisationId} and email = ${normalisedEmail}`,
        (row: { id: string }) => row.id,
      );
      if (!userId) {
        userId = newId();
        await execute(
          tx,
          sql`insert into app_user (id, organisation_id, email, created_at)
              values (${userId}, ${organisationId}, ${normalisedEmail}, ${now})`,
        );
      }
      const secret = generateSecret();
      const credentialId = newId();
      await execute(
        tx,
        sql`insert into credential (id, organisation_id, user_id, secret_hash, created_at)
            values (${credentialId}, ${organisationId}, ${userId}, ${hashSecret(secret)}, ${now})`,
      );
      return {
        organisationId,
        userId,
        credentialId,
        authorization: `Basic ${encodeToken({ credentialId, secret })}`,
      };
    });
  }

  /** Revoking twice keeps the first revocation's time. */
  async revoke(em: EntityManager, credentialId: string): Promise<void> {
    const revoked = isUuid(credentialId)
      ? await execute(
          em,
          sql`update credential set revoked_at = coalesce(revoked_at, ${new Date()}) where id = ${credentialId}`,
        )
      : 0;
    if (revoked === 0) throw new NotFoundError('Credential', credentialId);
  }

  /** Oldest first, of one organisation or of all. */
  async list(em: EntityManager, organisationName?: string): Promise<CredentialListing[]> {
    const organisationId = organisationName
      ? await queryRow(
          em,
          sql`select id from organisation where name = ${organisationName}`,
          (row: { id: string }) => row.id,
        )
      : null;
    if (organisationName && !organisationId) throw new NotFoundError('Organisation', organisationName);
    return queryRows(
      em,
      sql`select c.id, c.organisation_id, c.user_id, u.email, c.created_at, c.revoked_at
          from credential c left join app_user u on u.id = c.user_id
          ${organisationId ? sql`where c.organisation_id = ${organisationId}` : empty}
          order by c.created_at, c.id`,
      toListing,
    );
  }
}

interface CredentialListingRow {
  id: string;
  organisation_id: string;
  user_id: string;
  email: string | null;
  created_at: Date;
  revoked_at: Date | null;
}

function toListing(row: CredentialListingRow): CredentialListing {
  return {
    credentialId: row.id,
    organisationId: row.organisation_id,
    userId: row.user_id,
    email: row.email,
    createdAt: row.created_at,
    revokedAt: row.revoked_at,
  };
}
