import { startTestService, type TestService } from '../support/test-service';
import { ISO_MILLIS, UUID, expectErrorBody } from '../support/expectations';

let service: TestService;
let orgA: { organisationId: string; userId: string; authorization: string };
let orgB: { organisationId: string; userId: string; authorization: string };

beforeAll(async () => {
  service = await startTestService();
  orgA = await service.issueCredential('Bank A', 'analyst@bank-a.example');
  orgB = await service.issueCredential('Bank B', 'analyst@bank-b.example');
});
afterAll(() => service.stop());

const create = (data: unknown, authorization = orgA.authorization) =>
  service.api().post('/v1/subjects/create-subject').set('Authorization', authorization).send({ data });
const read = (id: string, authorization = orgA.authorization) =>
  service.api().get(`/v1/subjects/${id}`).set('Authorization', authorization);
const remove = (id: string, authorization = orgA.authorization) =>
  service.api().delete(`/v1/subjects/${id}`).set('Authorization', authorization);

async function subjectCount(): Promise<number> {
  const rows = await service.domain.database.em
    .fork()
    .getConnection()
    .execute('select count(*)::int as n from subject');
  return rows[0].n;
}

describe('subject round trip', () => {
  it('stores and returns every field of an individual', async () => {
    const created = await create({
      name: '  Erika Mustermann ',
      type: 'INDIVIDUAL',
      aliases: ['Erika Gabler', 'E. Mustermann'],
      date_of_birth: '1964-08-12T00:00:00.000Z',
      industries: ['Banking', 'Real Estate'],
      nationalities: ['de', 'AT', 'DE'],
      places: [
        { description: 'Residence', place: 'Heidestraße 17, 51147 Köln, Germany' },
        { description: 'Office', place: 'Friedrichstraße 43, 10117 Berlin' },
      ],
      internal_id: 'CUST-000123',
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ data: { subject_id: expect.stringMatching(UUID) } });

    const response = await read(created.body.data.subject_id);
    expect(response.status).toBe(200);
    const subject = response.body.data;
    expect(subject).toEqual({
      subject_id: created.body.data.subject_id,
      name: 'Erika Mustermann',
      type: 'INDIVIDUAL',
      aliases: ['Erika Gabler', 'E. Mustermann'],
      date_of_birth: '1964-08-12T00:00:00.000Z',
      date_of_incorporation: null,
      industries: ['Banking', 'Real Estate'],
      nationalities: ['DE', 'AT'],
      places: [
        {
          place_id: expect.stringMatching(UUID),
          description: 'Residence',
          place: 'Heidestraße 17, 51147 Köln, Germany',
          geo_code_place: { lat: expect.any(Number), lng: expect.any(Number) },
        },
        {
          place_id: expect.stringMatching(UUID),
          description: 'Office',
          place: 'Friedrichstraße 43, 10117 Berlin',
          geo_code_place: { lat: expect.any(Number), lng: expect.any(Number) },
        },
      ],
      internal_id: 'CUST-000123',
      created_at: expect.stringMatching(ISO_MILLIS),
      created_by: { user_id: orgA.userId },
    });
    // Köln and Berlin, from the offline gazetteer.
    expect(subject.places[0].geo_code_place.lat).toBeCloseTo(50.94, 0);
    expect(subject.places[0].geo_code_place.lng).toBeCloseTo(6.96, 0);
    expect(subject.places[1].geo_code_place.lat).toBeCloseTo(52.52, 0);
    expect(subject.places[1].geo_code_place.lng).toBeCloseTo(13.4, 0);
    expect(subject.places[0].place_id).not.toBe(subject.places[1].place_id);
  });

  it('stores an organisation with its date of incorporation; a plain date reads as midnight UTC', async () => {
    const created = await create({
      name: 'Muster Handels GmbH',
      type: 'ORGANISATION',
      date_of_incorporation: '2001-03-15',
    });
    expect(created.status).toBe(201);
    const { body } = await read(created.body.data.subject_id);
    expect(body.data).toMatchObject({
      type: 'ORGANISATION',
      date_of_incorporation: '2001-03-15T00:00:00.000Z',
      date_of_birth: null,
    });
  });

  it('applies defaults for omitted fields and keeps an unresolvable place without coordinates', async () => {
    const created = await create({ name: 'John Doe', places: [{ place: 'Nowhere in particular 999' }] });
    const { body } = await read(created.body.data.subject_id);
    expect(body.data).toMatchObject({
      type: 'INDIVIDUAL',
      aliases: [],
      industries: [],
      nationalities: [],
      internal_id: null,
      date_of_birth: null,
      places: [
        {
          place_id: expect.stringMatching(UUID),
          description: null,
          place: 'Nowhere in particular 999',
          geo_code_place: null,
        },
      ],
    });
  });

  it('converts a date-time with an offset to UTC', async () => {
    const created = await create({ name: 'Offset Person', date_of_birth: '1980-01-01T01:30:00+02:00' });
    const { body } = await read(created.body.data.subject_id);
    expect(body.data.date_of_birth).toBe('1979-12-31T23:30:00.000Z');
  });
});

describe('subject validation', () => {
  const cases: [string, unknown, string][] = [
    ['missing name', { type: 'INDIVIDUAL' }, 'name'],
    ['blank name', { name: '   ' }, 'name'],
    ['name of wrong type', { name: 42 }, 'name'],
    ['overlong name', { name: 'x'.repeat(501) }, 'name'],
    ['unknown type', { name: 'A', type: 'COMPANY' }, 'type'],
    ['nationality not ISO alpha-2', { name: 'A', nationalities: ['Germany'] }, 'nationalities.0'],
    ['unknown country code', { name: 'A', nationalities: ['XX'] }, 'nationalities.0'],
    ['nationalities not an array', { name: 'A', nationalities: 'DE' }, 'nationalities'],
    ['alias of wrong element type', { name: 'A', aliases: ['ok', 7] }, 'aliases.1'],
    [
      'too many aliases',
      { name: 'A', aliases: Array.from({ length: 101 }, (_, i) => `alias ${i}`) },
      'aliases',
    ],
    ['date of birth not a date', { name: 'A', date_of_birth: '12.08.1964' }, 'date_of_birth'],
    ['impossible calendar day', { name: 'A', date_of_birth: '1990-02-30T00:00:00.000Z' }, 'date_of_birth'],
    [
      'date of birth in the future',
      { name: 'A', date_of_birth: '2999-01-01T00:00:00.000Z' },
      'date_of_birth',
    ],
    [
      'date of birth on an organisation',
      { name: 'A GmbH', type: 'ORGANISATION', date_of_birth: '1990-01-01' },
      'date_of_birth',
    ],
    [
      'incorporation on an individual',
      { name: 'A', date_of_incorporation: '1990-01-01' },
      'date_of_incorporation',
    ],
    ['place without address', { name: 'A', places: [{ description: 'Home' }] }, 'places.0.place'],
    ['place not an object', { name: 'A', places: ['Berlin'] }, 'places.0'],
    ['blank internal id', { name: 'A', internal_id: ' ' }, 'internal_id'],
    ['unknown field', { name: 'A', nickname: 'B' }, 'nickname'],
    ['a graph name instead of the contract name', { name: 'A', internalId: 'X' }, 'internalId'],
    ['NUL byte in the name', { name: 'Erika\u0000Mustermann' }, 'name'],
    ['line break in an alias', { name: 'A', aliases: ['B\nC'] }, 'aliases.0'],
    ['control character in an address', { name: 'A', places: [{ place: 'Köln\u0007' }] }, 'places.0.place'],
  ];

  it.each(cases)('%s → 400 naming the field, nothing stored', async (_label, data, field) => {
    const before = await subjectCount();
    const response = await create(data);
    const body = expectErrorBody(response, 400, 'validation-error');
    expect(body.invalid_params.map((p: { name: string }) => p.name)).toContain(field);
    expect(body.instance).toBe(
      `/org/${orgA.organisationId}/user/${orgA.userId}/request-id/${response.headers['x-request-id']}`,
    );
    expect(await subjectCount()).toBe(before);
  });
});

describe('credentials', () => {
  it.each([
    ['no header', undefined],
    [
      'a wrong secret',
      `Basic ${Buffer.from('0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b:not-the-secret-at-all').toString('base64')}`,
    ],
    ['a bearer token', 'Bearer abc'],
    ['garbage', 'Basic %%%'],
  ])('answers 401 with %s', async (_label, authorization) => {
    const req = service.api().get('/v1/subjects/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b');
    const response = await (authorization ? req.set('Authorization', authorization) : req);
    const body = expectErrorBody(response, 401, 'unauthorized');
    expect(body.instance).toMatch(/^\/org\/anonymous\/user\/anonymous\//);
    expect(response.headers['www-authenticate']).toMatch(/^Basic/);
  });

  it('checks the credential before the body: a bad body without credential is a 401', async () => {
    const response = await service
      .api()
      .post('/v1/subjects/create-subject')
      .send({ data: { name: 42 } });
    expectErrorBody(response, 401, 'unauthorized');
  });

  it('refuses a secret changed by one character', async () => {
    const token = Buffer.from(orgA.authorization.slice(6), 'base64').toString();
    const tampered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    const response = await read(
      '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
      `Basic ${Buffer.from(tampered).toString('base64')}`,
    );
    expectErrorBody(response, 401, 'unauthorized');
  });

  it('refuses a revoked credential', async () => {
    const issued = await service.domain.credentials.issue(
      service.domain.database.em.fork(),
      'Bank C',
      'ops@bank-c.example',
    );
    expect((await create({ name: 'Before revocation' }, issued.authorization)).status).toBe(201);
    await service.domain.credentials.revoke(service.domain.database.em.fork(), issued.credentialId);
    expectErrorBody(await create({ name: 'After revocation' }, issued.authorization), 401, 'unauthorized');
  });

  it('stores only a hash of the secret', async () => {
    const rows = await service.domain.database.em
      .fork()
      .getConnection()
      .execute<{ secret_hash: string }[]>('select secret_hash from credential');
    const secret = Buffer.from(orgA.authorization.slice(6), 'base64').toString().split(':')[1];
    expect(rows.some((r: { secret_hash: string }) => r.secret_hash.includes(secret))).toBe(false);
    expect(rows.every((r: { secret_hash: string }) => /^[0-9a-f]{64}$/.test(r.secret_hash))).toBe(true);
  });
});

describe('tenant isolation', () => {
  it("hides organisation A's subject from organisation B on read and delete", async () => {
    const id = (await create({ name: 'Only For A' })).body.data.subject_id;
    const readByB = await read(id, orgB.authorization);
    const body = expectErrorBody(readByB, 404, 'not-found');
    expect(body.instance).toMatch(new RegExp(`^/org/${orgB.organisationId}/user/${orgB.userId}/`));
    expectErrorBody(await remove(id, orgB.authorization), 404, 'not-found');
    expect((await read(id)).status).toBe(200);
  });

  it('answers 404 alike for an unknown id and a malformed id', async () => {
    expectErrorBody(await read('0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b'), 404, 'not-found');
    expectErrorBody(await read('not-a-uuid'), 404, 'not-found');
  });
});

describe('subject deletion', () => {
  it('deletes the subject and its places, then answers 404', async () => {
    const id = (await create({ name: 'To Delete', places: [{ place: 'Hamburg' }] })).body.data.subject_id;
    const response = await remove(id);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { media_searches_deleted_count: 0, subject_deleted: true } });
    expectErrorBody(await read(id), 404, 'not-found');
    expectErrorBody(await remove(id), 404, 'not-found');
    const places = await service.domain.database.em
      .fork()
      .getConnection()
      .execute('select count(*)::int as n from subject_place where subject_id = ?', [id]);
    expect(places[0].n).toBe(0);
  });
});
