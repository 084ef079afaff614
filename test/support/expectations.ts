import type { Response } from 'supertest';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const ISO_MILLIS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Asserts the contract's error body and returns it; `errorType` is the kebab-case tail of `type`. */
export function expectErrorBody(response: Response, status: number, errorType: string) {
  expect({ status: response.status, type: response.body?.type }).toEqual({
    status,
    type: `https://errors.screening.example/v1/common/${errorType}`,
  });
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.body;
  expect(typeof body.title).toBe('string');
  expect(typeof body.details).toBe('string');
  expect(body.instance).toMatch(/^\/org\/[^/]+\/user\/[^/]+\/request-id\/[^/]+$/);
  expect(body.instance.endsWith(`/request-id/${response.headers['x-request-id']}`)).toBe(true);
  expect(body.context).toEqual({
    method: expect.any(String),
    path: expect.any(String),
    timestamp: expect.stringMatching(ISO_MILLIS),
  });
  // Nothing internal leaks.
  expect(JSON.stringify(body)).not.toMatch(/select |insert |relation "|\bat \w+ \(|node_modules/i);
  return body;
}
