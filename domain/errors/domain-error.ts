/**
 * Failures that every surface maps to its own form (HTTP status, GraphQL extension code).
 * Code branches on `code`; `message` is for people.
 */
export type DomainErrorCode = 'VALIDATION_FAILED' | 'NOT_FOUND' | 'UNAUTHENTICATED';

export abstract class DomainError extends Error {
  /** Stable SCREAMING_SNAKE code, also the GraphQL `extensions.code`. */
  abstract readonly code: DomainErrorCode;

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}
