import type { Request } from 'express';
import type { ApiError, InvalidParam } from './api-error';
import { requestScope } from '../http/request-scope';

/** The contract's error body. `invalid_params` is an extension present on validation errors only. */
export interface ErrorBody {
  title: string;
  details: string;
  type: string;
  instance: string;
  context: { method: string; path: string; timestamp: string };
  invalid_params?: InvalidParam[];
}

export function errorBody(error: ApiError, req: Request, errorsUrl: string): ErrorBody {
  const scope = requestScope(req);
  return {
    title: error.title,
    details: error.details,
    type: `${errorsUrl}/common/${error.errorType}`,
    instance: `/org/${scope.organisationId ?? 'anonymous'}/user/${scope.userId ?? 'anonymous'}/request-id/${scope.requestId}`,
    context: { method: req.method, path: req.path, timestamp: new Date().toISOString() },
    ...(error.options.invalidParams?.length ? { invalid_params: error.options.invalidParams } : {}),
  };
}
