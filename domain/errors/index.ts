export { DomainError, type DomainErrorCode } from './domain-error';
export { ValidationError, type ValidationIssue } from './validation-error';
export { NotFoundError } from './not-found-error';
export { UnauthenticatedError } from './unauthenticated-error';
