import type { Logger } from 'pino';
import type { AppConfig } from './config';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded-database';

export const EMBEDDED_DATABASE_NAME = 'screening';

/** `DATABASE_URL` when set; otherwise the embedded server in DATA_DIR, started (or reused) now. */
export async function resolveDatabase(
  config: AppConfig,
  logger: Logger,
): Promise<{ url: string; embedded: EmbeddedDatabase | null }> {
  if (config.database.url) return { url: config.database.url, embedded: null };
  const embedded = await startEmbeddedDatabase(config.database.dataDir, config.database.embeddedPort, (m) =>
    logger.debug(m),
  );
  const url = new URL(embedded.serverUrl);
  url.pathname = `/${EMBEDDED_DATABASE_NAME}`;
  return { url: url.toString(), embedded };
}
