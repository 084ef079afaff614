import { Router, type RequestHandler } from 'express';
import { ApiError } from '../errors/api-error';

export type HttpMethod = 'get' | 'post' | 'delete';

/** Path → method → handler. Listed in one table so `Allow` is derived, never hand-written. */
export type RouteTable = Record<string, Partial<Record<HttpMethod, RequestHandler>>>;

/** Mounts a route table (POST handlers behind `beforePost`, e.g. body parsing); other methods on a known path answer 405 with `Allow` (OPTIONS: 204 with `Allow`). */
export function mountRoutes(table: RouteTable, options: { beforePost?: RequestHandler[] } = {}): Router {
  const router = Router();
  for (const [path, handlers] of Object.entries(table)) {
    const route = router.route(path);
    const methods = Object.keys(handlers) as HttpMethod[];
    for (const method of methods) {
      route[method](...(method === 'post' ? (options.beforePost ?? []) : []), handlers[method]!);
    }
    const allow = [...methods.map((m) => m.toUpperCase()), ...(methods.includes('get') ? ['HEAD'] : [])].join(
      ', ',
    );
    route.all((req, res, next) => {
      res.setHeader('Allow', allow);
      if (req.method === 'OPTIONS') return void res.status(204).end();
      next(new ApiError('method-not-allowed', `${req.method} is not allowed here; allowed: ${allow}.`));
    });
  }
  return router;
}
