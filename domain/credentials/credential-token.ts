import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../ids';

/**
 * A credential token is `base64(<credential id>:<secret>)`, i.e. a valid HTTP Basic credential with
 * the credential id as user name. The id locates the row; only SHA-256(secret) is stored. A 256-bit
 * random secret needs no slow password hash: it cannot be guessed from a fast one.
 */
export interface TokenParts {
  credentialId: string;
  secret: string;
}

export function generateSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function encodeToken(parts: TokenParts): string {
  return Buffer.from(`${parts.credentialId}:${parts.secret}`, 'utf8').toString('base64');
}

/** Null for anything that is not a well-formed token; callers answer every such case the same way. */
export function decodeToken(token: string): TokenParts | null {
  if (!token || token.length > 512 || !/^[A-Za-z0-9+/=_-]+$/.test(token)) return null;
  const decoded = Buffer.from(token, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  const credentialId = decoded.slice(0, colon);
  const secret = decoded.slice(colon + 1);
  if (!isUuid(credentialId) || secret.length < 16) return null;
  return { credentialId, secret };
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Constant-time comparison of two hex digests of equal length. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
