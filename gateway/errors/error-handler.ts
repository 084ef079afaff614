import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import { ApiError } from './api-error';
import { errorBody } from './error-body';
import { requestScope } from '../http/request-scope';

/** Errors raised by express' JSON body parser (http-errors), recognised by their `type`. */
function fromBodyParser(error: { type?: string; limit?: number }): ApiError | null {
  switch (error.type) {
    case 'entity.parse.failed':
      return new ApiError('invalid-json', 'The request body is not valid JSON.');
    case 'entity.too.large':
      return new ApiError('payload-too-large', `The request body exceeds the limit of ${error.limit} bytes.`);
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new ApiError('unsupported-media-type', 'The request body must be UTF-8 encoded JSON.');
    case 'request.aborted':
    case 'request.size.invalid':
      return new ApiError('validation-error', 'The request body was incomplete.');
    default:
      return null;
  }
}

/** The router's refusal of a path parameter that is not percent-encoded UTF-8 (`/execution/%E2%82`). */
function fromRouter(error: unknown): ApiError | null {
  return error instanceof URIError && (error as { status?: number }).status === 400
    ? new ApiError('validation-error', 'The request path is not valid percent-encoded UTF-8.')
    : null;
}

/** The one place an error becomes a response: known errors as they are, anything else as a logged 500. */
export function errorHandler(errorsUrl: string, logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    let apiError = error instanceof ApiError ? error : (fromBodyParser(error ?? {}) ?? fromRouter(error));
    if (!apiError) {
      logger.error({ err: error, requestId: requestScope(req).requestId }, 'unexpected error');
      apiError = new ApiError(
        'internal-error',
        'An unexpected error occurred; it has been logged with the request id.',
      );
    } else if (apiError.status >= 500) {
      logger.warn(
        { requestId: requestScope(req).requestId, errorType: apiError.errorType },
        apiError.details,
      );
    }
    for (const [name, value] of Object.entries(apiError.options.headers ?? {})) res.setHeader(name, value);
    res
      .status(apiError.status)
      .type('application/json')
      .send(JSON.stringify(errorBody(apiError, req, errorsUrl)));
  };
}
