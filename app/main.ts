import 'reflect-metadata';
import { loadConfig } from './config';
import { createService } from './create-service';
import { resolveDatabase } from './database-url';
import { listen } from './http-listener';
import { createLogger } from './logger';

/** `npm start`: database (embedded unless DATABASE_URL), migrations, both listeners; SIGTERM/SIGINT drain and stop. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const { url, embedded } = await resolveDatabase(config, logger);
  const service = await createService(config, { databaseUrl: url, logger });
  const publicListener = await listen(
    service.publicApp,
    config.publicListener.host,
    config.publicListener.port,
  );
  const internalListener = await listen(
    service.internalApp,
    config.internalListener.host,
    config.internalListener.port,
  );
  logger.info(
    { public: publicListener.port, internal: internalListener.port, embeddedDatabase: Boolean(embedded) },
    `listening: API on http://localhost:${publicListener.port}/v1, internal on http://${config.internalListener.host}:${internalListener.port}`,
  );

  // Build the match index now rather than on the first check (it takes a few seconds with all lists).
  const warmup = Date.now();
  service.domain.screeningIndex
    .current()
    .then(() => logger.info({ ms: Date.now() - warmup }, 'sanctions match index ready'))
    .catch((error) => logger.warn({ err: error }, 'sanctions match index not built at start'));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: draining requests');
    service.setAcceptingTraffic(false);
    await Promise.all([
      publicListener.close(config.shutdownTimeoutMs),
      internalListener.close(config.shutdownTimeoutMs),
    ]);
    logger.info('listeners closed; closing the database');
    await service.close();
    if (embedded) {
      await embedded.stop();
      logger.info('embedded PostgreSQL stopped');
    }
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error) => {
  console.error('failed to start:', error);
  process.exit(1);
});
