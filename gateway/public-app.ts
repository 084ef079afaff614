import express, { type Express } from 'express';
import type { Logger } from 'pino';
import type { PdfPrinter } from './pdf/pdf-printer';
import type { Graph } from '../graph';
import { apiRoutes } from './api/api-routes';
import { jsonBody } from './api/json-body';
import { mountRoutes } from './api/route-table';
import { ApiError } from './errors/api-error';
import { errorHandler } from './errors/error-handler';
import type { HttpMetrics } from './http/metrics';
import { assignRequestId } from './http/request-scope';
import { requestLogging } from './http/request-logging';
import { siteRouter } from './site/site-router';

export interface PublicAppOptions {
  graph: Graph;
  logger: Logger;
  metrics: HttpMetrics;
  errorsUrl: string;
  bodyLimitBytes: number;
  siteUrl: string;
  pdfPrinter: PdfPrinter;
}

/** The public listener: the `/v1` JSON API and the public website. */
export function createPublicApp(options: PublicAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'simple');
  app.use(assignRequestId);
  app.use(requestLogging(options.logger));
  app.use(options.metrics.middleware('public'));

  // Routing comes first, so an unknown route is a 404 and a wrong method a 405 whatever the body.
  app.use(
    mountRoutes(apiRoutes(options.graph, options.pdfPrinter), {
      beforePost: jsonBody(options.bodyLimitBytes),
    }),
  );
  app.use(siteRouter({ graph: options.graph, siteUrl: options.siteUrl, logger: options.logger }));
  app.use((req, _res, next) => next(new ApiError('route-not-found', `No route ${req.method} ${req.path}.`)));
  app.use(errorHandler(options.errorsUrl, options.logger));
  return app;
}
