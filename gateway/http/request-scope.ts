import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

/** What the gateway knows about a request: its id, and the caller once the graph has authenticated it. */
export interface RequestScope {
  requestId: string;
  organisationId?: string;
  userId?: string;
}

const scopes = new WeakMap<Request, RequestScope>();
const CLIENT_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestScope(req: Request): RequestScope {
  let scope = scopes.get(req);
  if (!scope) {
    scope = { requestId: randomUUID() };
    scopes.set(req, scope);
  }
  return scope;
}

/** Adopts a well-formed `X-Request-Id` from the client (for tracing across systems), else makes one; echoes it. */
export function assignRequestId(req: Request, res: Response, next: NextFunction): void {
  const given = req.get('x-request-id');
  const requestId = given && CLIENT_REQUEST_ID.test(given) ? given : randomUUID();
  scopes.set(req, { requestId });
  res.setHeader('X-Request-Id', requestId);
  next();
}
