import { DomainError } from './domain-error';

export class DatabaseUnavailableError extends DomainError {
  readonly kind = 'unavailable' as const;
  readonly code = 'DATABASE_UNAVAILABLE';

  constructor(override readonly cause: unknown) {
    super('The database is unavailable');
  }
}
