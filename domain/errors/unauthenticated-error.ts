import { DomainError } from './domain-error';

export class UnauthenticatedError extends DomainError {
  readonly kind = 'unauthenticated' as const;
  readonly code = 'UNAUTHENTICATED';

  constructor(message = 'A valid credential is required') {
    super(message);
  }
}
