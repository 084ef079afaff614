import type { EntityManager } from '@mikro-orm/postgresql';
import { Authenticator } from './credentials/authenticator';
import { CredentialService } from './credentials/credential.service';
import type { Database } from './database/open-database';
import type { Geocoder } from './geocoding/geocoder';
import type { JobQueue } from './jobs/job-queue';
import { MediaExecutionJobs } from './jobs/media-execution-jobs';
import { corpusMediaPipeline } from './media/corpus-media-pipeline';
import { MediaExecutionRunner, type MediaPipeline } from './media/searches/media-execution-runner';
import { MediaSearchQueries } from './media/searches/media-search.queries';
import { MediaSearchService } from './media/searches/media-search.service';
import { SanctionCheckQueries } from './sanctions/checks/check.queries';
import { SanctionCheckService } from './sanctions/checks/check.service';
import { HttpListDownloader } from './sanctions/refresh/list-downloader';
import { ListRefresher } from './sanctions/refresh/list-refresher';
import { ScreeningIndex } from './sanctions/screening/screening-index';
import { ListStore } from './sanctions/store/list-store';
import { SiteContentQueries } from './site/site-content.queries';
import { SiteContentVersion } from './site/site-content-version';
import { SubjectQueries } from './subjects/subject.queries';
import { SubjectService } from './subjects/subject.service';
import { WebhookDeliveryJobs } from './jobs/webhook-delivery-jobs';
import { HttpWebhookSender } from './webhooks/http-webhook-sender';
import { WebhookAlerts } from './webhooks/webhook-alerts';
import { WebhookDeliveryQueries } from './webhooks/webhook-delivery.queries';
import { WebhookDeliveryRunner } from './webhooks/webhook-delivery-runner';
import { WebhookEndpointService } from './webhooks/webhook-endpoint.service';
import { WebhookSecretBox } from './webhooks/webhook-secret-box';

export interface DomainOptions {
  geocoder: Geocoder;
  credentialCacheTtlMs: number;
  /** Background work (pg-boss); a process that only sends jobs starts it on the first one. */
  jobQueue: JobQueue;
  /** Where executions find and judge articles; default: the corpus in this database. */
  mediaPipeline?: MediaPipeline;
  /** How long a webhook receiver may take to answer one POST; default 10 s. */
  webhookTimeoutMs?: number;
  /** Whether webhook endpoints may be on loopback, private or link-local addresses; default no. */
  webhookAllowPrivateNetworks?: boolean;
  /** Seals webhook secrets in the database; default: a key of this process's own (tests, tools). */
  webhookSecretBox?: WebhookSecretBox;
  log?: (message: string, error?: unknown) => void;
  /** Events an operator wants to see (a rebuilt match index), with their figures. */
  report?: (message: string, details: Record<string, unknown>) => void;
}

/** The services of the domain, built once per process; each call gets a request's forked EntityManager. */
export interface Domain {
  database: Database;
  authenticator: Authenticator;
  credentials: CredentialService;
  subjects: SubjectService;
  subjectQueries: SubjectQueries;
  lists: ListStore;
  listRefresher: ListRefresher;
  screeningIndex: ScreeningIndex;
  sanctionChecks: SanctionCheckService;
  sanctionCheckQueries: SanctionCheckQueries;
  siteContent: SiteContentQueries;
  siteContentVersion: SiteContentVersion;
  jobQueue: JobQueue;
  mediaSearches: MediaSearchService;
  mediaSearchQueries: MediaSearchQueries;
  mediaExecutionJobs: MediaExecutionJobs;
  mediaExecutions: MediaExecutionRunner;
  webhookEndpoints: WebhookEndpointService;
  webhookDeliveries: WebhookDeliveryQueries;
  webhookAlerts: WebhookAlerts;
  webhookDeliveryRunner: WebhookDeliveryRunner;
}

export function createDomain(database: Database, options: DomainOptions): Domain {
  const subjectQueries = new SubjectQueries();
  const secretBox = options.webhookSecretBox ?? WebhookSecretBox.withRandomKey();
  const lists = new ListStore();
  const screeningIndex = new ScreeningIndex(lists, () => database.em.fork() as EntityManager, {
    log: options.log,
    report: options.report,
  });
  const siteContent = new SiteContentQueries();
  const mediaExecutionJobs = new MediaExecutionJobs(options.jobQueue);
  const mediaSearches = new MediaSearchService(subjectQueries, mediaExecutionJobs);
  const mediaPipeline =
    options.mediaPipeline ?? corpusMediaPipeline(() => database.em.fork() as EntityManager);
  return {
    database,
    authenticator: new Authenticator(options.credentialCacheTtlMs),
    credentials: new CredentialService(),
    subjects: new SubjectService(options.geocoder, options.log, async (tx, caller, subjectId) => ({
      mediaSearchesDeleted: await mediaSearches.deleteSubjectSearches(tx, caller, subjectId),
    })),
    subjectQueries,
    lists,
    listRefresher: new ListRefresher(lists, new HttpListDownloader()),
    screeningIndex,
    sanctionChecks: new SanctionCheckService(screeningIndex, subjectQueries),
    sanctionCheckQueries: new SanctionCheckQueries(),
    siteContent,
    siteContentVersion: new SiteContentVersion(siteContent, options.log),
    jobQueue: options.jobQueue,
    mediaSearches,
    mediaSearchQueries: new MediaSearchQueries(),
    mediaExecutionJobs,
    mediaExecutions: new MediaExecutionRunner(subjectQueries, mediaPipeline),
    webhookEndpoints: new WebhookEndpointService({
      allowPrivateNetworks: options.webhookAllowPrivateNetworks ?? false,
      secretBox,
    }),
    webhookDeliveries: new WebhookDeliveryQueries(),
    webhookAlerts: new WebhookAlerts(new WebhookDeliveryJobs(options.jobQueue)),
    webhookDeliveryRunner: new WebhookDeliveryRunner(
      new HttpWebhookSender({
        timeoutMs: options.webhookTimeoutMs ?? 10_000,
        allowPrivateNetworks: options.webhookAllowPrivateNetworks ?? false,
      }),
      secretBox,
    ),
  };
}
