import { DomainError } from './domain-error';

/** Also raised for records of another organisation: existence is never revealed across tenants. */
export class NotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'NOT_FOUND';

  constructor(resource: string, id: string) {
    super(`${resource} ${id} was not found`);
  }
}
