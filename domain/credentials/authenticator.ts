import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Caller } from '../caller';
import { UnauthenticatedError } from '../errors';
import { queryRow, sql } from '../database/sql';
import { decodeToken, hashSecret, secretMatches } from './credential-token';

interface CredentialRow {
  id: string;
  organisation_id: string;
  user_id: string;
  secret_hash: string;
}

interface CachedCaller {
  caller: Caller;
  expiresAt: number;
}

// Compared against when the credential id is unknown, so both paths cost one hash and one comparison.
const DECOY_HASH = hashSecret('decoy-secret-for-unknown-credentials');
const MAX_CACHE_ENTRIES = 10_000;

/**
 * Turns an `Authorization` header value into a Caller. Verified tokens are remembered for `cacheTtlMs`
 * (keyed by a digest, never the token) so a busy client costs no database round trip per request;
 * a revocation therefore takes effect within that time.
 */
export class Authenticator {
  private readonly cache = new Map<string, CachedCaller>();

  constructor(private readonly cacheTtlMs: number) {}

  /** `em` is only called on a cache miss: a remembered credential costs no EntityManager. */
  async authenticate(em: () => EntityManager, authorization: string | undefined): Promise<Caller> {
    const token = parseBasicHeader(authorization);
    if (!token) throw new UnauthenticatedError();
    const cacheKey = createHash('sha256').update(token).digest('base64');
    const cached = this.cache.get(cacheKey);
    if (cached && cached.expiresAt > Date.now()) return cached.caller;

    const parts = decodeToken(token);
    if (!parts) throw new UnauthenticatedError();
    const credential = await queryRow(
      em(),
      sql`select id, organisation_id, user_id, secret_hash from credential
          where id = ${parts.credentialId} and revoked_at is null`,
      toCredential,
    );
    const matches = secretMatches(parts.secret, credential?.secretHash ?? DECOY_HASH);
    if (!credential || !matches) throw new UnauthenticatedError();

    const caller: Caller = {
      organisationId: credential.organisationId,
      userId: credential.userId,
      credentialId: credential.id,
    };
    if (this.cacheTtlMs > 0) this.remember(cacheKey, caller);
    return caller;
  }

  private remember(key: string, caller: Caller): void {
    if (this.cache.size >= MAX_CACHE_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, { caller, expiresAt: Date.now() + this.cacheTtlMs });
  }
}

function parseBasicHeader(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Basic +(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

function toCredential(row: CredentialRow) {
  return {
    id: row.id,
    organisationId: row.organisation_id,
    userId: row.user_id,
    secretHash: row.secret_hash,
  };
}
