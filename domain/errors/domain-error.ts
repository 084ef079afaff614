/**
 * Families of failure that every surface maps to its own form (HTTP status, GraphQL extension code).
 * Code branches on `code`; `message` is for people.
 */
export type DomainErrorKind = 'validation' | 'not_found' | 'conflict' | 'unauthenticated' | 'unavailable';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  /** Stable SCREAMING_SNAKE code, also the GraphQL `extensions.code`. */
  abstract readonly code: string;

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}
