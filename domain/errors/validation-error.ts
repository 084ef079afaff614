import { DomainError } from './domain-error';

/** One rejected input field; `field` is a dotted path in the domain's (camelCase) names, e.g. `places.0.place`. */
export interface ValidationIssue {
  field: string;
  message: string;
}

export class ValidationError extends DomainError {
  readonly code = 'VALIDATION_FAILED' as const;

  constructor(readonly issues: ValidationIssue[]) {
    super(issues.map((i) => (i.field ? `${i.field}: ${i.message}` : i.message)).join('; '));
  }
}
