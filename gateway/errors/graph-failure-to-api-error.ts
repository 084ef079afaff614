import type { GraphFailure } from '../../graph';
import type { FieldNames } from '../http/field-names';
import { ApiError } from './api-error';

/** Every graph error code has exactly one answer on the REST surface (exhaustive: a new code fails to compile). */
export function graphFailureToApiError(failure: GraphFailure, fieldNames: FieldNames): ApiError {
  switch (failure.code) {
    case 'VALIDATION_FAILED':
    case 'BAD_USER_INPUT': {
      const invalidParams = (failure.issues ?? []).map((i) => ({
        name: fieldNames.toContract(i.field),
        reason: i.message,
      }));
      const details = invalidParams.length
        ? invalidParams.map((p) => (p.name ? `${p.name}: ${p.reason}` : p.reason)).join('; ')
        : failure.message;
      return new ApiError('validation-error', details, { invalidParams });
    }
    case 'UNAUTHENTICATED':
      return new ApiError(
        'unauthorized',
        'A valid credential is required: send `Authorization: Basic <token>`.',
        {
          headers: { 'WWW-Authenticate': 'Basic realm="screening-api", charset="UTF-8"' },
        },
      );
    case 'NOT_FOUND':
      return new ApiError('not-found', failure.message);
    case 'QUERY_TOO_COMPLEX':
      return new ApiError('validation-error', failure.message);
    case 'DATABASE_UNAVAILABLE':
      return new ApiError('service-unavailable', 'The service is temporarily unavailable; retry later.', {
        headers: { 'Retry-After': '5' },
      });
    case 'INTERNAL_SERVER_ERROR':
      return new ApiError(
        'internal-error',
        'An unexpected error occurred; it has been logged with the request id.',
      );
  }
}
