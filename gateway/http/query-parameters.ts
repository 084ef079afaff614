import type { Request } from 'express';
import { ApiError } from '../errors/api-error';

/**
 * Query parameters as the graph's variables: the only envelope work a GET needs. A parameter the route
 * does not know is refused (like an unknown body field); digits become numbers and `true`/`false`
 * booleans, anything else is passed on as text for the graph to refuse with the parameter's name.
 */
export function queryParameters(req: Request, known: readonly string[]): Record<string, string | undefined> {
  const unknown = Object.keys(req.query).filter((name) => !known.includes(name));
  const repeated = Object.entries(req.query)
    .filter(([, value]) => typeof value !== 'string')
    .map(([name]) => name);
  const invalidParams = [
    ...unknown.map((name) => ({ name, reason: 'is not a known query parameter' })),
    ...repeated.map((name) => ({ name, reason: 'must be given once' })),
  ];
  if (invalidParams.length) {
    throw new ApiError('validation-error', invalidParams.map((p) => `${p.name}: ${p.reason}`).join('; '), {
      invalidParams,
    });
  }
  return req.query as Record<string, string | undefined>;
}

/** `12` → 12; other text stays text (the graph's Int refuses it by name). */
export function integerParameter(value: string | undefined): number | string | undefined {
  return value !== undefined && /^-?\d{1,9}$/.test(value) ? Number(value) : value;
}

/** `true`/`false` → a boolean (absent: false); anything else is a 400 naming the parameter. */
export function booleanParameter(name: string, value: string | undefined): boolean {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  throw new ApiError('validation-error', `${name}: must be true or false`, {
    invalidParams: [{ name, reason: 'must be true or false' }],
  });
}
