import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that a test can cut and restore, to make the database really unreachable,
 * and that keeps what each client sent, to see what travels on the wire.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const sent: Buffer[][] = [];
  const server = net.createServer((client) => {
    const upstream = net.connect(target);
    const chunks: Buffer[] = [];
    sent.push(chunks);
    sockets.add(client).add(upstream);
    client.on('data', (chunk: Buffer) => chunks.push(chunk));
    client.pipe(upstream).pipe(client);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    /** Every byte each client connection has sent to the server so far, one buffer per connection. */
    clientBytes: (): Buffer[] => sent.map((chunks) => Buffer.concat(chunks)),
    /** Closes the listener and every open connection: new connects are refused, old ones reset. */
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
    /** Listens again on the same port, as a database coming back would. */
    restore: () => listen(port),
  };
}
