import { DomainError } from './domain-error';

export class UnauthenticatedError extends DomainError {
  readonly code = 'UNAUTHENTICATED' as const;

  constructor(message = 'A valid credential is required') {
    super(message);
  }
}
