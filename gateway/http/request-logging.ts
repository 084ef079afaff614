import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { requestScope } from './request-scope';

/** One structured line per request, carrying the request id and, once known, organisation and user. */
export function requestLogging(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: (req) => requestScope(req as never).requestId,
    customProps: (req) => {
      const { organisationId, userId } = requestScope(req as never);
      return { organisationId, userId };
    },
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'info' : 'debug',
    serializers: {
      req: (req) => ({ method: req.method, url: req.url }),
      res: (res) => ({ statusCode: res.statusCode }),
    },
    quietReqLogger: true,
    autoLogging: true,
  }) as unknown as RequestHandler;
}
