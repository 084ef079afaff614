import path from 'node:path';
import { z } from 'zod';

/** Every setting of the service, read once from the environment. The README's table mirrors this. */
const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  INTERNAL_PORT: z.coerce.number().int().min(0).max(65535).default(8081),
  INTERNAL_HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('.data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  RUN_MIGRATIONS: z.enum(['true', 'false']).optional(),
  ERRORS_URL: z.string().url().default('https://errors.screening.example/v1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CREDENTIAL_CACHE_TTL_MS: z.coerce.number().int().min(0).default(10_000),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  GEOCODER: z.enum(['offline', 'nominatim']).default('offline'),
  GEOCODER_URL: z.string().url().optional(),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).default(3000),
  LOAD_BUNDLED_LISTS: z.enum(['true', 'false']).default('true'),
  LOAD_SITE_CONTENT: z.enum(['true', 'false']).default('true'),
  LOAD_BUNDLED_NEWS: z.enum(['true', 'false']).default('true'),
  SITE_URL: z.string().url().default('http://localhost:8080'),
  LISTS_BASE_URL: z.string().url().optional(),
  LIST_REFRESH_CRON: z.string().optional(),
  JOBS: z.enum(['on', 'off']).default('on'),
  JOB_POLLING_SECONDS: z.coerce.number().min(0.5).default(2),
  MONITORING_SWEEP_CRON: z.string().default('*/10 * * * *'),
  JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).default(30),
  MEDIA_EXECUTION_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(300),
  MEDIA_EXECUTION_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  MEDIA_EXECUTION_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  WEBHOOK_RETRIES: z.coerce.number().int().min(0).max(20).default(10),
  WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(10),
  WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: z.enum(['true', 'false']).default('false'),
  // Empty counts as unset (docker compose passes an unset variable as '').
  WEBHOOK_SECRET_KEY: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .refine((value) => Buffer.from(value, 'base64').length === 32, {
        message: 'must be 32 bytes in base64 (openssl rand -base64 32)',
      })
      .optional(),
  ),
  GRAPH_MAX_DEPTH: z.coerce.number().int().min(2).default(8),
  GRAPH_MAX_COMPLEXITY: z.coerce.number().int().min(10).default(5000),
  PDF_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  PDF_QUEUE: z.coerce.number().int().min(0).max(1000).default(8),
  PDF_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  CHROMIUM_PATH: z.string().min(1).optional(),
});

export type AppConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (e.GEOCODER === 'nominatim' && !e.GEOCODER_URL) {
    throw new Error('Invalid configuration: GEOCODER=nominatim needs GEOCODER_URL');
  }
  return {
    env: e.NODE_ENV,
    publicListener: { host: e.HOST, port: e.PORT },
    internalListener: { host: e.INTERNAL_HOST, port: e.INTERNAL_PORT },
    database: {
      /** Absent: an embedded PostgreSQL is started in `${dataDir}/postgres`. */
      url: e.DATABASE_URL,
      dataDir: path.resolve(e.DATA_DIR),
      embeddedPort: e.EMBEDDED_PG_PORT,
      poolMax: e.DATABASE_POOL_MAX,
      /** Migrations run at boot unless switched off (e.g. when a release job runs them). */
      runMigrations: e.RUN_MIGRATIONS !== 'false',
    },
    errorsUrl: e.ERRORS_URL.replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    credentialCacheTtlMs: e.CREDENTIAL_CACHE_TTL_MS,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    geocoder: { kind: e.GEOCODER, url: e.GEOCODER_URL, timeoutMs: e.GEOCODER_TIMEOUT_MS },
    graphLimits: { maxDepth: e.GRAPH_MAX_DEPTH, maxComplexity: e.GRAPH_MAX_COMPLEXITY },
    lists: {
      /** A fresh database gets the lists bundled in data/sanctions/ before the service answers. */
      loadBundled: e.LOAD_BUNDLED_LISTS === 'true',
      /** A mirror serving every official file as `${base}/${fileName}`; official addresses otherwise. */
      baseUrl: e.LISTS_BASE_URL,
      refreshCron: e.LIST_REFRESH_CRON,
    },
    /** A database without news articles gets the corpus bundled in data/media/ before the service answers. */
    news: { loadBundled: e.LOAD_BUNDLED_NEWS === 'true' },
    /** The public website: absolute links use `url`; the bundled content in data/site/ is loaded at start. */
    site: { url: e.SITE_URL.replace(/\/+$/, ''), loadContent: e.LOAD_SITE_CONTENT === 'true' },
    jobs: {
      enabled: e.JOBS === 'on',
      pollingIntervalSeconds: e.JOB_POLLING_SECONDS,
      sweepCron: e.MONITORING_SWEEP_CRON,
      /** How often expired jobs (a worker that vanished) are looked for. */
      maintenanceIntervalSeconds: e.JOB_MAINTENANCE_SECONDS,
    },
    mediaExecutions: {
      /** A run taking longer counts as lost (crash, kill -9) and is retried. */
      timeoutSeconds: e.MEDIA_EXECUTION_TIMEOUT_SECONDS,
      /** Retries of a failing run before the execution is FAILED. */
      retries: e.MEDIA_EXECUTION_RETRIES,
      /** Executions one instance runs at once. */
      concurrency: e.MEDIA_EXECUTION_CONCURRENCY,
    },
    /**
     * Webhook alerts: the wait for one answer, retries with doubling delays, deliveries sent at once, and
     * whether endpoints may be on loopback, private, link-local or reserved addresses (off: no SSRF into our network),
     * and the key that seals their signing secrets in the database (see webhookSecretKey).
     */
    webhooks: {
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
      retries: e.WEBHOOK_RETRIES,
      retryDelaySeconds: e.WEBHOOK_RETRY_DELAY_SECONDS,
      concurrency: e.WEBHOOK_CONCURRENCY,
      allowPrivateNetworks: e.WEBHOOK_ALLOW_PRIVATE_NETWORKS === 'true',
      secretKey: e.WEBHOOK_SECRET_KEY,
    },
    /** PDF reports: prints at once, reports waiting (more get 503), a system browser instead of the bundled one. */
    pdf: {
      concurrency: e.PDF_CONCURRENCY,
      queueLimit: e.PDF_QUEUE,
      timeoutMs: e.PDF_TIMEOUT_MS,
      chromiumPath: e.CHROMIUM_PATH,
    },
  };
}
