import type { NextFunction, Request, Response } from 'express';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** Prometheus metrics of one process, served on the internal listener at /metrics. */
export class HttpMetrics {
  readonly registry = new Registry();
  private readonly duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern',
    labelNames: ['listener', 'method', 'route', 'status'],
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  private readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames: ['listener', 'method', 'route', 'status'],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /** Labels by route pattern (`/v1/subjects/:subject_id`), never by raw path, to keep cardinality bounded. */
  middleware(listener: string) {
    return (req: Request, res: Response, next: NextFunction) => {
      const end = this.duration.startTimer();
      res.once('finish', () => {
        const route = req.route?.path ? `${req.baseUrl}${req.route.path}` : 'unmatched';
        const labels = { listener, method: req.method, route, status: String(res.statusCode) };
        end(labels);
        this.requests.inc(labels);
      });
      next();
    };
  }
}
