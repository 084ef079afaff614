import { DomainError } from './domain-error';

/** Also raised for records of another organisation: existence is never revealed across tenants. */
export class NotFoundError extends DomainError {
  readonly code = 'NOT_FOUND' as const;

  constructor(resource: string, id: string) {
    super(`${resource} ${id} was not found`);
  }
}
