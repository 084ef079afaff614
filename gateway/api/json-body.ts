import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { ApiError } from '../errors/api-error';

/**
 * POST bodies: `application/json` only (415 otherwise), at most `limit` bytes (413), valid JSON (400),
 * and a top-level object `data` (400) — checked in that order, before any route runs.
 */
export function jsonBody(limit: number): RequestHandler[] {
  const requireJson = (req: Request, _res: Response, next: NextFunction) => {
    if (req.method !== 'POST') return next();
    if (!req.is('application/json')) {
      return next(
        new ApiError(
          'unsupported-media-type',
          'POST requests must be sent with `Content-Type: application/json`.',
        ),
      );
    }
    next();
  };
  const parse = express.json({ limit, strict: true, type: 'application/json' });
  const requireData = (req: Request, _res: Response, next: NextFunction) => {
    if (req.method !== 'POST') return next();
    const data = (req.body as { data?: unknown } | undefined)?.data;
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      return next(
        new ApiError('validation-error', 'The body must be a JSON object with a top-level object `data`.'),
      );
    }
    next();
  };
  return [requireJson, parse, requireData];
}
