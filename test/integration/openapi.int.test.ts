import fs from 'node:fs';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import yaml from 'js-yaml';
import type { Response } from 'supertest';
import type { PdfPrinter } from '../../gateway/pdf/pdf-printer';
import { apiRoutes } from '../../gateway/api/api-routes';
import type { Graph } from '../../graph';
import { startListMirror } from '../support/list-mirror';
import { startTestService, type TestService } from '../support/test-service';

/**
 * The published OpenAPI description is what integrators generate clients from: every gateway route must be
 * in it, and real answers of the running service must validate against it.
 */
interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  components: Record<string, unknown>;
}

const spec = yaml.load(
  fs.readFileSync(path.resolve(__dirname, '../../docs/openapi.yaml'), 'utf8'),
) as OpenApiDocument;

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
// The whole document is registered once; a response schema is compiled by its JSON pointer, so the
// `#/components/…` references inside it resolve against the document itself.
ajv.addSchema({ ...spec, $id: 'openapi' });

const pointerPart = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

/** The validator of one documented answer (following a `$ref` to a shared response), or undefined. */
function responseValidator(specPath: string, method: string, status: string) {
  const answer = spec.paths[specPath]?.[method]?.responses[status] as { $ref?: string } | undefined;
  if (answer === undefined) return undefined;
  const response =
    answer.$ref ?? ['#', 'paths', specPath, method, 'responses', status].map(pointerPart).join('/');
  return ajv.getSchema(`openapi${response}/content/application~1json/schema`);
}

/** Validates an answer against the spec's schema for that path, method and status. */
function expectDocumented(response: Response, specPath: string, method: string) {
  const validate = responseValidator(specPath, method, String(response.status));
  if (validate === undefined)
    throw new Error(`${method.toUpperCase()} ${specPath} ${response.status}: not documented`);
  if (!validate(response.body))
    throw new Error(
      `${method.toUpperCase()} ${specPath} ${response.status}: ${ajv.errorsText(validate.errors)}`,
    );
}

describe('the OpenAPI description', () => {
  it('documents every /v1 route and method the gateway serves, and no other', () => {
    const graph = {} as Graph;
    const served = Object.entries(apiRoutes(graph, {} as PdfPrinter)).flatMap(([route, handlers]) =>
      Object.keys(handlers).map((method) => `${method} ${route.replace(/:(\w+)/g, '{$1}')}`),
    );
    const documented = Object.entries(spec.paths).flatMap(([route, operations]) =>
      Object.keys(operations)
        .filter((key) => ['get', 'post', 'delete', 'put', 'patch'].includes(key))
        .map((method) => `${method} ${route}`),
    );
    expect(documented.sort()).toEqual(served.sort());
  });

  it('compiles: every documented answer has a JSON schema whose references resolve', () => {
    for (const [route, operations] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const [status, answer] of Object.entries(operation.responses ?? {})) {
          // A file (the PDF report) is described by its media type, with no JSON schema to compile.
          const content = (answer as { content?: Record<string, unknown> }).content;
          if (content && !content['application/json']) continue;
          expect({
            route,
            method,
            status,
            compiled: typeof responseValidator(route, method, status),
          }).toEqual({
            route,
            method,
            status,
            compiled: 'function',
          });
        }
      }
    }
  });
});

describe('real answers match the description', () => {
  let service: TestService;
  let authorization: string;
  const SANCTIONS = '/v1/sanctions-peps-watchlists-checks';

  beforeAll(async () => {
    service = await startTestService();
    const mirror = await startListMirror();
    await service.domain.listRefresher.refresh(service.domain.database.em.fork() as EntityManager, {
      baseUrl: mirror.baseUrl,
      lists: ['us_ofac_sdn'],
    });
    await mirror.close();
    ({ authorization } = await service.issueCredential('OpenAPI Bank', 'api@openapi.example'));
  }, 120_000);
  afterAll(() => service.stop());

  const post = (route: string, data: unknown) =>
    service.api().post(route).set('Authorization', authorization).send({ data });
  const get = (route: string) => service.api().get(route).set('Authorization', authorization);

  it('subjects, a sanctions check with results, its sources, a disposition and the errors', async () => {
    const subject = await post('/v1/subjects/create-subject', {
      name: 'Saad Abdullah Hussein Al Sharif',
      date_of_birth: '1964-02-11',
      nationalities: ['SA'],
      places: [{ place: 'Riyadh' }],
    });
    expect(subject.status).toBe(201);
    expectDocumented(subject, '/v1/subjects/create-subject', 'post');
    const subjectId = subject.body.data.subject_id;
    expectDocumented(await get(`/v1/subjects/${subjectId}`), '/v1/subjects/{subject_id}', 'get');

    const configuration = await post(`${SANCTIONS}/configuration/create-configuration`, {
      monitoring: { interval: 'DAILY', is_active: false },
      match_threshold: 70,
    });
    expectDocumented(configuration, `${SANCTIONS}/configuration/create-configuration`, 'post');
    const created = await post(`${SANCTIONS}/new-check`, {
      sanction_pep_watchlist_configuration_id:
        configuration.body.data.sanction_pep_watchlist_configuration_id,
      subject_id: subjectId,
    });
    expectDocumented(created, `${SANCTIONS}/new-check`, 'post');

    const aggregate = await get(
      `${SANCTIONS}/aggregate/${created.body.data.sanctions_peps_watchlists_check_id}`,
    );
    expect(aggregate.status).toBe(200);
    const [execution] =
      aggregate.body.data.sanction_pep_watchlist_search.sanction_pep_watchlist_search_executions;
    expect(execution.results.length).toBeGreaterThan(0);
    expectDocumented(aggregate, `${SANCTIONS}/aggregate/{check_id}`, 'get');

    const disposition = await post(`${SANCTIONS}/results/override-disposition`, {
      sanction_pep_watchlist_result_id: execution.results[0].sanction_pep_watchlist_result_id,
      risk: 'NOT_RISKY',
      justification: 'Different person: the customer was born in 1980.',
    });
    expectDocumented(disposition, `${SANCTIONS}/results/override-disposition`, 'post');
    expectDocumented(
      await get(`${SANCTIONS}/aggregate/${created.body.data.sanctions_peps_watchlists_check_id}`),
      `${SANCTIONS}/aggregate/{check_id}`,
      'get',
    );
    expectDocumented(
      await get(`${SANCTIONS}/sources/${created.body.data.sanction_pep_watchlist_execution_id}`),
      `${SANCTIONS}/sources/{execution_id}`,
      'get',
    );

    // Errors are documented too: a validation error with its invalid_params, a 404, a 401 and a 405.
    const invalid = await post(`${SANCTIONS}/configuration/create-configuration`, {
      monitoring: { interval: 'HOURLY', is_active: true },
    });
    expect(invalid.status).toBe(400);
    expectDocumented(invalid, `${SANCTIONS}/configuration/create-configuration`, 'post');
    const missing = await get(`${SANCTIONS}/aggregate/00000000-0000-4000-8000-000000000000`);
    expect(missing.status).toBe(404);
    expectDocumented(missing, `${SANCTIONS}/aggregate/{check_id}`, 'get');
    const anonymous = await service.api().get(`/v1/subjects/${subjectId}`);
    expect(anonymous.status).toBe(401);
    expectDocumented(anonymous, '/v1/subjects/{subject_id}', 'get');

    const deleted = await service
      .api()
      .delete(`/v1/subjects/${subjectId}`)
      .set('Authorization', authorization);
    expectDocumented(deleted, '/v1/subjects/{subject_id}', 'delete');
  });

  it('media searches: configuration, search, execution, find, summary, aggregate, delete and errors', async () => {
    const MEDIA = '/v1/media-searches';
    const subjectId = (await post('/v1/subjects/create-subject', { name: 'Jane Roe', internal_id: 'OA-1' }))
      .body.data.subject_id;
    const configuration = await post(`${MEDIA}/configuration/create-configuration`, {
      title: 'Onboarding',
      keyword_lists: [{ name: 'Crime', keywords: ['fraud'] }],
    });
    expectDocumented(configuration, `${MEDIA}/configuration/create-configuration`, 'post');
    const configurationId = configuration.body.data.media_search_configuration_id;
    const waiting = await post(`${MEDIA}/create-search`, {
      media_search_configuration_id: configurationId,
      subject_id: subjectId,
      execute_immediately: false,
    });
    expectDocumented(waiting, `${MEDIA}/create-search`, 'post');
    const searchId = waiting.body.data.media_search_id;
    const executed = await post(`${MEDIA}/execute-media-search`, { media_search_id: searchId });
    expectDocumented(executed, `${MEDIA}/execute-media-search`, 'post');
    expectDocumented(
      await get(`${MEDIA}/execution/${executed.body.data.media_search_execution_id}?remove_markdown=true`),
      `${MEDIA}/execution/{media_search_execution_id}`,
      'get',
    );
    expectDocumented(await get(`${MEDIA}/${searchId}`), `${MEDIA}/{media_search_id}`, 'get');
    expectDocumented(
      await get(`${MEDIA}/configuration/by-media-search-id/${searchId}`),
      `${MEDIA}/configuration/by-media-search-id/{media_search_id}`,
      'get',
    );
    expectDocumented(await get(`${MEDIA}/find?page_size=10`), `${MEDIA}/find`, 'get');
    const summary = await post('/v1/media-search-summaries/override-summary', {
      media_search_id: searchId,
      risky: true,
      risk_categories: ['Fraud'],
      summary: 'Charged with **fraud**.',
    });
    expectDocumented(summary, '/v1/media-search-summaries/override-summary', 'post');
    expectDocumented(
      await get(`${MEDIA}/aggregate/${searchId}`),
      `${MEDIA}/aggregate/{media_search_id}`,
      'get',
    );
    const badPage = await get(`${MEDIA}/find?page_size=1001`);
    expect(badPage.status).toBe(400);
    expectDocumented(badPage, `${MEDIA}/find`, 'get');
    const noArticle = await post('/v1/media-search-articles/override-disposition', {
      media_search_article_id: '00000000-0000-4000-8000-000000000000',
      risk: 'NOT_RISKY',
      justification: 'Another person.',
      risk_categories: [],
    });
    expect(noArticle.status).toBe(404);
    expectDocumented(noArticle, '/v1/media-search-articles/override-disposition', 'post');
    const deleted = await service.api().delete(`${MEDIA}/${searchId}`).set('Authorization', authorization);
    expectDocumented(deleted, `${MEDIA}/{media_search_id}`, 'delete');
  });

  it('fails on an answer that does not match (the check is not vacuous)', () => {
    const fake = { status: 201, body: { data: { subject_id: 'not-a-uuid' } } } as unknown as Response;
    expect(() => expectDocumented(fake, '/v1/subjects/create-subject', 'post')).toThrow(/subject_id|format/);
    // Through the components: a Subject without its fields inside the aggregate.
    const partial = {
      status: 200,
      body: { data: { sanction_pep_watchlist_search: {}, subject: { name: 'x' } } },
    } as unknown as Response;
    expect(() =>
      expectDocumented(partial, '/v1/sanctions-peps-watchlists-checks/aggregate/{check_id}', 'get'),
    ).toThrow(/subject_id/);
  });
});
