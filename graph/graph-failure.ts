import type { GraphQLError } from 'graphql';
import { DomainError } from '../domain/errors';
import { isDatabaseUnavailable } from '../domain/database/is-database-unavailable';

/** Codes a graph client can branch on; the gateway maps each to an HTTP status. */
export type GraphErrorCode =
  | 'VALIDATION_FAILED'
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'NOT_FOUND'
  | 'QUERY_TOO_COMPLEX'
  | 'DATABASE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

/** One rejected input field: a dotted path in the graph's (camelCase) names, e.g. `places.0.place`. */
export interface InputIssue {
  field: string;
  message: string;
}

export interface GraphFailure {
  code: GraphErrorCode;
  message: string;
  issues?: InputIssue[];
}

const PASSED_THROUGH = new Set<string>(['UNAUTHENTICATED', 'QUERY_TOO_COMPLEX', 'BAD_USER_INPUT']);

/**
 * Classifies an error of execution. Anything not recognised is internal: its message (which may hold
 * SQL or a stack) never leaves the process; `onInternal` gets the original for the log.
 */
export function toGraphFailure(
  error: GraphQLError | Error,
  onInternal: (error: unknown) => void,
): GraphFailure {
  const original = (error as GraphQLError).originalError ?? error;
  if (original instanceof DomainError) {
    const issues = 'issues' in original ? (original.issues as InputIssue[]) : undefined;
    return { code: original.code, message: original.message, ...(issues ? { issues } : {}) };
  }
  if (isDatabaseUnavailable(original))
    return { code: 'DATABASE_UNAVAILABLE', message: 'The database is unavailable' };
  const code = (error as GraphQLError).extensions?.code;
  if (typeof code === 'string' && PASSED_THROUGH.has(code))
    return { code: code as GraphErrorCode, message: error.message };
  // Variable coercion and document validation errors carry no original error and no path.
  if (!(error as GraphQLError).originalError && !(error as GraphQLError).path && 'locations' in error) {
    return { code: 'BAD_USER_INPUT', message: error.message };
  }
  onInternal(original);
  return { code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' };
}
