import type { EntityManager } from '@mikro-orm/postgresql';
import type { Caller } from '../domain/caller';
import type { Domain } from '../domain/create-domain';
import { Loaders } from './loaders';

/** Everything a resolver may use; built fresh for every operation (its own loaders). */
export interface GraphContext {
  requestId: string;
  domain: Domain;
  em: EntityManager;
  /** Null for anonymous requests; fields of tenant data are `@Authorized()`. */
  caller: Caller | null;
  loaders: Loaders;
}

export interface GraphRequest {
  requestId: string;
  /** The raw `Authorization` header value, if any. */
  authorization?: string;
}

/** A request whose credential the graph has checked; operations run on behalf of its caller. */
export interface GraphSession {
  requestId: string;
  caller: Caller | null;
}

/** Checks the presented credential, if any; throws UnauthenticatedError for a wrong one. */
export async function openSession(domain: Domain, request: GraphRequest): Promise<GraphSession> {
  if (request.authorization === undefined) return { requestId: request.requestId, caller: null };
  const caller = await domain.authenticator.authenticate(
    () => domain.database.em.fork() as EntityManager,
    request.authorization,
  );
  return { requestId: request.requestId, caller };
}

/**
 * The context of one operation. Its EntityManager is the process's own: the domain keeps no entities
 * (all SQL goes through domain/database/sql.ts), so a per-request fork would hold nothing, and
 * `em.transactional` forks for its transaction itself. The loaders are made when first used.
 */
export function createGraphContext(domain: Domain, session: GraphSession): GraphContext {
  const { caller } = session;
  const em = domain.database.em as EntityManager;
  let loaders: Loaders | undefined;
  return {
    requestId: session.requestId,
    domain,
    caller,
    em,
    get loaders() {
      if (!caller) throw new Error('Loaders need an authenticated caller');
      return (loaders ??= new Loaders(domain, em, caller));
    },
  };
}

/** The caller of an `@Authorized()` field; the auth checker has already refused anonymous requests. */
export function callerOf(context: GraphContext): Caller {
  if (!context.caller) throw new Error('Authorized field resolved without a caller');
  return context.caller;
}
