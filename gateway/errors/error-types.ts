/**
 * The error types of the API: the kebab-case name ends the `type` URL
 * (`{ERRORS_URL}/common/{error-type}`), with its HTTP status and title. Documented in docs/openapi.yaml.
 */
export const ERROR_TYPES = {
  'validation-error': { status: 400, title: 'Validation error' },
  'invalid-json': { status: 400, title: 'Invalid JSON' },
  unauthorized: { status: 401, title: 'Unauthorized' },
  'not-found': { status: 404, title: 'Not found' },
  'route-not-found': { status: 404, title: 'Route not found' },
  'method-not-allowed': { status: 405, title: 'Method not allowed' },
  'payload-too-large': { status: 413, title: 'Payload too large' },
  'unsupported-media-type': { status: 415, title: 'Unsupported media type' },
  'rate-limited': { status: 429, title: 'Too many requests' },
  'internal-error': { status: 500, title: 'Internal server error' },
  'service-unavailable': { status: 503, title: 'Service unavailable' },
} as const;

export type ErrorType = keyof typeof ERROR_TYPES;
