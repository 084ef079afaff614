import { DomainError } from './domain-error';

export class ConflictError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'CONFLICT';
}
