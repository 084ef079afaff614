import type { Express } from 'express';
import type { Logger } from 'pino';
import { systemClock, type Clock } from '../domain/clock';
import { createDomain, type Domain } from '../domain/create-domain';
import { BackgroundJobs } from '../domain/jobs/background-jobs';
import { JobQueue } from '../domain/jobs/job-queue';
import { openDatabase } from '../domain/database/open-database';
import { createGeocoder } from '../domain/geocoding/create-geocoder';
import type { Geocoder } from '../domain/geocoding/geocoder';
import { createGraph } from '../graph';
import { createInternalApp } from '../gateway/internal-app';
import { HttpMetrics } from '../gateway/http/metrics';
import { createPublicApp } from '../gateway/public-app';
import type { AppConfig } from './config';
import { loadBundledLists } from './load-bundled-lists';
import { loadBundledNews } from './load-bundled-news';
import { webhookSecretKey } from './webhook-secret-key';
import { WebhookSecretBox } from '../domain/webhooks/webhook-secret-box';
import { loadSiteContent } from '../domain/site/load-site-content';
import { PdfPrinter } from '../gateway/pdf/pdf-printer';

export interface Service {
  publicApp: Express;
  internalApp: Express;
  domain: Domain;
  /** Null when JOBS=off. */
  jobs: BackgroundJobs | null;
  /** Flipped off when shutdown begins, so /readyz tells the load balancer to stop sending traffic. */
  setAcceptingTraffic(accepting: boolean): void;
  close(): Promise<void>;
}

export interface ServiceDependencies {
  databaseUrl: string;
  logger: Logger;
  geocoder?: Geocoder;
  /** Reports every SQL statement (tests count them). */
  onQuery?: (sql: string) => void;
  clock?: Clock;
  /** Every request a PDF report's page tried to make (all are refused; tests assert on them). */
  onBlockedPdfRequest?: (url: string) => void;
}

/** Wires domain → graph → gateway for one database; listening is the caller's business. */
export async function createService(config: AppConfig, deps: ServiceDependencies): Promise<Service> {
  const { logger } = deps;
  const database = await openDatabase({
    url: deps.databaseUrl,
    poolMax: config.database.poolMax,
    runMigrations: config.database.runMigrations,
    onQuery: deps.onQuery,
    onClientWarning: (message) => logger.warn({ database: message }, 'database client warning'),
  });
  const jobQueue = new JobQueue({
    databaseUrl: deps.databaseUrl,
    work: config.jobs.enabled,
    maintenanceIntervalSeconds: config.jobs.maintenanceIntervalSeconds,
    mediaExecutionTimeoutSeconds: config.mediaExecutions.timeoutSeconds,
    mediaExecutionRetries: config.mediaExecutions.retries,
    webhookRetries: config.webhooks.retries,
    webhookRetryDelaySeconds: config.webhooks.retryDelaySeconds,
    log: (message, details) => logger.warn(details ?? {}, message),
  });
  const secretKey = webhookSecretKey(config);
  if (secretKey.source !== 'WEBHOOK_SECRET_KEY' && config.database.url !== undefined) {
    logger.warn(
      { keyFile: secretKey.source },
      'WEBHOOK_SECRET_KEY is not set: webhook secrets are sealed with a key file of this instance; instances sharing the database need the same key',
    );
  }
  const domain = createDomain(database, {
    geocoder: deps.geocoder ?? createGeocoder(config.geocoder),
    credentialCacheTtlMs: config.credentialCacheTtlMs,
    webhookTimeoutMs: config.webhooks.timeoutMs,
    webhookAllowPrivateNetworks: config.webhooks.allowPrivateNetworks,
    webhookSecretBox: new WebhookSecretBox(secretKey.key),
    jobQueue,
    log: (message, error) => logger.warn({ err: error }, message),
    report: (message, details) => logger.info(details, message),
  });
  const sealed = await database.em
    .fork()
    .transactional((em) => domain.webhookEndpoints.sealStoredSecrets(em));
  if (sealed > 0) logger.info({ sealed }, 'webhook secrets stored before sealing are now sealed');
  if (config.lists.loadBundled) await loadBundledLists(domain, deps.databaseUrl, logger);
  if (config.news.loadBundled) await loadBundledNews(database.em.fork(), deps.databaseUrl, logger);
  if (config.site.loadContent) logger.info(await loadSiteContent(database.em.fork()), 'site content loaded');
  await domain.siteContentVersion.listen(deps.databaseUrl);
  const jobs = config.jobs.enabled
    ? await BackgroundJobs.start(domain, {
        clock: deps.clock ?? systemClock,
        mediaExecutionConcurrency: config.mediaExecutions.concurrency,
        mediaExecutionTimeoutSeconds: config.mediaExecutions.timeoutSeconds,
        webhookConcurrency: config.webhooks.concurrency,
        pollingIntervalSeconds: config.jobs.pollingIntervalSeconds,
        sweepCron: config.jobs.sweepCron,
        listRefreshCron: config.lists.refreshCron,
        listsBaseUrl: config.lists.baseUrl,
        log: (message, details) => logger.info(details ?? {}, message),
      })
    : null;
  const graph = await createGraph(domain, config.graphLimits, (error, requestId) =>
    logger.error({ err: error, requestId }, 'unexpected error in the graph'),
  );
  const pdfPrinter = new PdfPrinter({
    ...config.pdf,
    onBlockedRequest: (url) => {
      logger.warn({ url }, 'PDF report: request blocked');
      deps.onBlockedPdfRequest?.(url);
    },
  });
  const metrics = new HttpMetrics();
  let accepting = true;
  const common = {
    graph,
    logger,
    metrics,
    errorsUrl: config.errorsUrl,
    bodyLimitBytes: config.bodyLimitBytes,
  };
  const publicApp = createPublicApp({ ...common, pdfPrinter, siteUrl: config.site.url });
  const internalApp = await createInternalApp({ ...common, isAcceptingTraffic: () => accepting });
  return {
    publicApp,
    internalApp,
    domain,
    jobs,
    setAcceptingTraffic: (value) => (accepting = value),
    close: async () => {
      accepting = false;
      await jobs?.stop();
      // A process that only sent jobs has a queue to stop too.
      await jobQueue.stop();
      await graph.apollo.stop();
      await pdfPrinter.close();
      await domain.siteContentVersion.close();
      await database.close(true);
    },
  };
}
