import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

export interface HttpListener {
  server: http.Server;
  port: number;
  /** Stops accepting, lets requests in flight finish (up to `timeoutMs`), then cuts what remains. */
  close(timeoutMs: number): Promise<void>;
}

export async function listen(app: Express, host: string, port: number): Promise<HttpListener> {
  const server = http.createServer(app);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: (timeoutMs) =>
      new Promise<void>((resolve) => {
        const force = setTimeout(() => server.closeAllConnections(), timeoutMs);
        force.unref();
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
        server.closeIdleConnections();
      }),
  };
}
