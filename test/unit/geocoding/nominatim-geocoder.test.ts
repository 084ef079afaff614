import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { GeocoderUnavailableError } from '../../../domain/geocoding/geocoder-unavailable.error';
import { NominatimGeocoder } from '../../../domain/geocoding/nominatim-geocoder';

const FIXTURES = path.join(__dirname, '../../fixtures/nominatim');

type Respond = (response: http.ServerResponse) => void;

function serveFixture(name: string, status = 200): Respond {
  const body = fs.readFileSync(path.join(FIXTURES, name), 'utf8');
  return (response) =>
    response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(body);
}

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => {
      throw new Error(`expected a failure, got ${JSON.stringify(value)}`);
    },
    (error: unknown) => error,
  );
}

describe('NominatimGeocoder', () => {
  const requests: { url: URL; userAgent: string | undefined }[] = [];
  let respond: Respond;
  let server: http.Server;
  let baseUrl: string;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      requests.push({
        url: new URL(request.url ?? '/', 'http://recorded'),
        userAgent: request.headers['user-agent'],
      });
      respond(response);
    });
    baseUrl = await listen(server);
  });

  afterEach(() => {
    requests.length = 0;
    server.closeAllConnections();
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('asks /search for one jsonv2 result with address details and reads the hit', async () => {
    respond = serveFixture('search-friedrichstrasse-43-berlin.json');
    const geocoder = new NominatimGeocoder({ baseUrl, timeoutMs: 2000 });

    const place = await geocoder.geocode('Friedrichstraße 43, 10969 Berlin');

    expect(place).toEqual({ lat: 52.5074434, lng: 13.3903913, city: 'Berlin', countryCode: 'DE' });
    expect(requests).toHaveLength(1);
    const [{ url, userAgent }] = requests as [(typeof requests)[number]];
    expect(url.pathname).toBe('/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'Friedrichstraße 43, 10969 Berlin',
      format: 'jsonv2',
      limit: '1',
      addressdetails: '1',
    });
    expect(userAgent).toMatch(/^screening-platform\/\S+ \(.+\)$/);
  });

  it('takes the village as the city where the place has no city', async () => {
    respond = serveFixture('search-oberammergau.json');
    const geocoder = new NominatimGeocoder({ baseUrl, timeoutMs: 2000 });

    await expect(geocoder.geocode('Oberammergau')).resolves.toEqual({
      lat: 47.5978083,
      lng: 11.0671939,
      city: 'Oberammergau',
      countryCode: 'DE',
    });
  });

  it('keeps a path prefix of the base URL', async () => {
    respond = serveFixture('search-oberammergau.json');
    const geocoder = new NominatimGeocoder({ baseUrl: `${baseUrl}/nominatim/`, timeoutMs: 2000 });

    await geocoder.geocode('Oberammergau');

    expect(requests.map(({ url }) => url.pathname)).toEqual(['/nominatim/search']);
  });

  it('returns null when the service finds nothing', async () => {
    respond = serveFixture('search-no-result.json');
    const geocoder = new NominatimGeocoder({ baseUrl, timeoutMs: 2000 });

    await expect(geocoder.geocode('Atlantis')).resolves.toBeNull();
  });

  it('returns null for a blank address without asking the service', async () => {
    const geocoder = new NominatimGeocoder({ baseUrl, timeoutMs: 2000 });

    await expect(geocoder.geocode('  ')).resolves.toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('reports an HTTP error as GeocoderUnavailableError', async () => {
    respond = (response) =>
      response.writeHead(500, { 'Content-Type': 'text/plain' }).end('Internal Server Error');
    const geocoder = new NominatimGeocoder({ baseUrl, timeoutMs: 2000 });

    const error = await failureOf(geocoder.geocode('Berlin'));

    expect(error).toBeInstanceOf(GeocoderUnavailableError);
    expect(error).toMatchObject({ message: 'The geocoder answered HTTP 500' });
  });

  it('reports a body that is not a search result as GeocoderUnavailableError', async () => {
    respond = (response) =>
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"error":"Bad"}');
    const geocoder = new NominatimGeocoder({ baseUrl, timeoutMs: 2000 });

    await expect(geocoder.geocode('Berlin')).rejects.toBeInstanceOf(GeocoderUnavailableError);
  });

  it('gives up on a server that does not answer within the timeout', async () => {
    respond = () => undefined; // holds the request open
    const geocoder = new NominatimGeocoder({ baseUrl, timeoutMs: 200 });

    const started = Date.now();
    const error = await failureOf(geocoder.geocode('Berlin'));

    expect(error).toBeInstanceOf(GeocoderUnavailableError);
    expect(error).toMatchObject({ message: 'The geocoder did not answer within 200 ms' });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(requests).toHaveLength(1);
  });

  it('reports an unreachable service as GeocoderUnavailableError', async () => {
    const closed = http.createServer();
    const closedUrl = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    const geocoder = new NominatimGeocoder({ baseUrl: closedUrl, timeoutMs: 2000 });

    const error = await failureOf(geocoder.geocode('Berlin'));

    expect(error).toBeInstanceOf(GeocoderUnavailableError);
    expect(error).toMatchObject({ message: expect.stringContaining('ECONNREFUSED') });
  });
});
