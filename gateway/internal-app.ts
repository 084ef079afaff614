import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import { DatabaseReadyDocument, type Graph } from '../graph';
import { ApiError } from './errors/api-error';
import { errorHandler } from './errors/error-handler';
import type { HttpMetrics } from './http/metrics';
import { assignRequestId, requestScope } from './http/request-scope';

export interface InternalAppOptions {
  graph: Graph;
  logger: Logger;
  metrics: HttpMetrics;
  errorsUrl: string;
  bodyLimitBytes: number;
  /** False while starting and once shutdown has begun: /readyz then answers 503. */
  isAcceptingTraffic: () => boolean;
}

/** The internal listener (127.0.0.1 by default): /graphql for dashboards, /metrics, /healthz, /readyz. */
export async function createInternalApp(options: InternalAppOptions): Promise<Express> {
  const app = express();
  app.disable('x-powered-by');
  app.use(assignRequestId);
  app.use(options.metrics.middleware('internal'));

  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  app.get('/readyz', async (req, res) => {
    const result = await options.graph.execute(
      DatabaseReadyDocument,
      {},
      { requestId: requestScope(req).requestId, caller: null },
    );
    const ready = options.isAcceptingTraffic() && result.ok && result.data.databaseReady;
    res
      .status(ready ? 200 : 503)
      .json({ status: ready ? 'ready' : 'not ready', database: result.ok && result.data.databaseReady });
  });
  app.get('/metrics', async (_req, res) => {
    res.type(options.metrics.registry.contentType).send(await options.metrics.registry.metrics());
  });

  await options.graph.apollo.start();
  app.use(
    '/graphql',
    express.json({ limit: options.bodyLimitBytes }),
    expressMiddleware(options.graph.apollo, {
      context: async ({ req }) =>
        options.graph.internalContext({
          requestId: requestScope(req).requestId,
          authorization: req.get('authorization'),
        }),
    }),
  );
  app.use((req, _res, next) => next(new ApiError('route-not-found', `No route ${req.method} ${req.path}.`)));
  app.use(errorHandler(options.errorsUrl, options.logger));
  return app;
}
