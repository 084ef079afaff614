export { DomainError, type DomainErrorKind } from './domain-error';
export { ValidationError, type ValidationIssue } from './validation-error';
export { NotFoundError } from './not-found-error';
export { ConflictError } from './conflict-error';
export { UnauthenticatedError } from './unauthenticated-error';
export { DatabaseUnavailableError } from './database-unavailable-error';
