import { createTestDatabase } from './test-database';
import { startTcpProxy } from './tcp-proxy';

/**
 * A fresh test database reached through a TCP proxy: `url` goes through the proxy (which a test can cut,
 * restore, or read), `directUrl` does not.
 */
export async function databaseBehindProxy() {
  const database = await createTestDatabase();
  const direct = new URL(database.url);
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const viaProxy = new URL(database.url);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  return { url: viaProxy.toString(), directUrl: database.url, proxy, drop: () => database.drop() };
}
