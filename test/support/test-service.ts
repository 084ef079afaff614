import pino, { type Logger } from 'pino';
import request from 'supertest';
import { loadConfig } from '../../app/config';
import { createService, type Service } from '../../app/create-service';
import type { Geocoder } from '../../domain/geocoding/geocoder';
import { createTestDatabase } from './test-database';

export interface GraphResponse<T> {
  data: T;
  errors?: { message: string; extensions: Record<string, unknown> }[];
}

export interface TestService extends Service {
  databaseUrl: string;
  /** Issues a credential through the same domain service the CLI uses. */
  issueCredential(
    organisation: string,
    email: string,
  ): Promise<{ organisationId: string; userId: string; authorization: string }>;
  api(): ReturnType<typeof request>;
  /** A graph operation on the internal listener as the credential's user; the response body. */
  graphql<T = Record<string, unknown>>(
    authorization: string,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphResponse<T>>;
  internal(): ReturnType<typeof request>;
  stop(): Promise<void>;
}

/** Boots the whole service (migrations included) on a fresh database, driven in-process with supertest. */
export async function startTestService(
  options: {
    env?: Record<string, string>;
    onQuery?: (sql: string) => void;
    geocoder?: Geocoder;
    logger?: Logger;
    onBlockedPdfRequest?: (url: string) => void;
    /** Another instance on this database (kept when this one stops); default: a fresh database. */
    sharedDatabaseUrl?: string;
  } = {},
): Promise<TestService> {
  const database = options.sharedDatabaseUrl
    ? { url: options.sharedDatabaseUrl, drop: async () => undefined }
    : await createTestDatabase();
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    CREDENTIAL_CACHE_TTL_MS: '0',
    LOAD_SITE_CONTENT: 'false',
    // Suites bring the articles they search (test/support/news-fixtures.ts); the e2e test loads the bundle.
    LOAD_BUNDLED_NEWS: 'false',
    ...options.env,
  });
  const service = await createService(config, {
    databaseUrl: database.url,
    logger: options.logger ?? pino({ level: 'silent' }),
    onQuery: options.onQuery,
    geocoder: options.geocoder,
    onBlockedPdfRequest: options.onBlockedPdfRequest,
  });
  return {
    ...service,
    databaseUrl: database.url,
    issueCredential: (organisation, email) =>
      service.domain.credentials.issue(service.domain.database.em.fork(), organisation, email),
    api: () => request(service.publicApp),
    graphql: async (authorization, query, variables = {}) =>
      (
        await request(service.internalApp)
          .post('/graphql')
          .set('Authorization', authorization)
          .send({ query, variables })
      ).body,
    internal: () => request(service.internalApp),
    stop: async () => {
      await service.close();
      await database.drop();
    },
  };
}
