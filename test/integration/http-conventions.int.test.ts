import { startTestService, type TestService } from '../support/test-service';
import { expectErrorBody } from '../support/expectations';

let service: TestService;
let authorization: string;

beforeAll(async () => {
  service = await startTestService();
  ({ authorization } = await service.issueCredential('Conventions Bank', 'dev@conventions.example'));
});
afterAll(() => service.stop());

const post = (body: string, contentType = 'application/json') =>
  service
    .api()
    .post('/v1/subjects/create-subject')
    .set('Authorization', authorization)
    .set('Content-Type', contentType)
    .send(body);

describe('request conventions', () => {
  it('answers a JSON syntax error with 400 invalid-json', async () => {
    const body = expectErrorBody(await post('{"data": {"name": "A",}'), 400, 'invalid-json');
    expect(body.context).toMatchObject({ method: 'POST', path: '/v1/subjects/create-subject' });
  });

  it.each([
    '/v1/subjects/%E2%82',
    '/v1/media-searches/execution/%C0%80',
    '/v1/sanctions-peps-watchlists-checks/sources/%ff',
  ])('answers a path id that is not percent-encoded UTF-8 (%s) with 400, as it was a 500', async (path) => {
    const response = await service.api().get(path).set('Authorization', authorization);
    const body = expectErrorBody(response, 400, 'validation-error');
    expect(body.details).toBe('The request path is not valid percent-encoded UTF-8.');
  });

  it('answers a POST without application/json with 415', async () => {
    expectErrorBody(await post('name=A', 'application/x-www-form-urlencoded'), 415, 'unsupported-media-type');
    expectErrorBody(await post('{"data":{"name":"A"}}', 'text/plain'), 415, 'unsupported-media-type');
  });

  it('accepts application/json with a charset parameter', async () => {
    expect((await post('{"data":{"name":"Charset Person"}}', 'application/json; charset=utf-8')).status).toBe(
      201,
    );
  });

  it('answers a body over 1 MB with 413', async () => {
    const big = JSON.stringify({ data: { name: 'A', aliases: ['x'.repeat(1_100_000)] } });
    expectErrorBody(await post(big), 413, 'payload-too-large');
  });

  it.each([
    ['no data', '{"name":"A"}'],
    ['data not an object', '{"data":"A"}'],
    ['data an array', '{"data":[]}'],
    ['a top-level array', '[]'],
  ])('requires a top-level object data (%s)', async (_label, body) => {
    expectErrorBody(await post(body), 400, 'validation-error');
  });

  it('answers an unknown route with 404 in the error shape, authenticated or not', async () => {
    const body = expectErrorBody(await service.api().get('/v1/no-such-thing'), 404, 'route-not-found');
    expect(body.context).toMatchObject({ method: 'GET', path: '/v1/no-such-thing' });
    expectErrorBody(await service.api().post('/v1/no-such-thing').send('x'), 404, 'route-not-found');
  });

  it('answers a wrong method with 405 and Allow', async () => {
    const put = await service
      .api()
      .put('/v1/subjects/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b')
      .set('Authorization', authorization);
    expectErrorBody(put, 405, 'method-not-allowed');
    expect(put.headers.allow).toBe('GET, DELETE, HEAD');
    const get = await service.api().get('/v1/subjects/create-subject');
    expectErrorBody(get, 405, 'method-not-allowed');
    expect(get.headers.allow).toBe('POST');
  });

  it('adopts a well-formed client request id and replaces a malformed one', async () => {
    const adopted = await service.api().get('/v1/nowhere').set('X-Request-Id', 'trace-123.abc');
    expect(adopted.headers['x-request-id']).toBe('trace-123.abc');
    expect(adopted.body.instance).toBe('/org/anonymous/user/anonymous/request-id/trace-123.abc');
    const replaced = await service.api().get('/v1/nowhere').set('X-Request-Id', 'bad id with spaces');
    expect(replaced.headers['x-request-id']).not.toBe('bad id with spaces');
  });
});

describe('internal listener', () => {
  it('reports liveness, readiness and Prometheus metrics', async () => {
    expect((await service.internal().get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await service.internal().get('/readyz')).body).toEqual({ status: 'ready', database: true });
    await service.api().get('/v1/nowhere');
    const metrics = await service.internal().get('/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.text).toMatch(
      /http_requests_total\{listener="public",method="GET",route="unmatched",status="404"\} \d+/,
    );
  });

  it('reports not ready once shutdown has begun', async () => {
    service.setAcceptingTraffic(false);
    try {
      expect((await service.internal().get('/readyz')).status).toBe(503);
    } finally {
      service.setAcceptingTraffic(true);
    }
  });
});
