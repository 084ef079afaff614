import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { requestScope } from './request-scope';

/**
 * One structured line per answered request (request id, caller, route, status, duration): errors at
 * `error`, client errors at `info`, successes at `debug`. Written by hand rather than with pino-http,
 * which builds a child logger for every request even when nothing is logged (measured: ~4% of the
 * subject read's CPU).
 */
export function requestLogging(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const level = res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'info' : 'debug';
      if (!logger.isLevelEnabled(level)) return;
      const { requestId, organisationId, userId } = requestScope(req);
      logger[level](
        {
          requestId,
          organisationId,
          userId,
          method: req.method,
          url: req.originalUrl,
          status: res.statusCode,
          durationMs: Number(process.hrtime.bigint() - started) / 1e6,
        },
        'request answered',
      );
    });
    next();
  };
}
