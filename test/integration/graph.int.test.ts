import { startTestService, type TestService } from '../support/test-service';

let service: TestService;
const statements: string[] = [];
let counting = false;
let orgA: { organisationId: string; userId: string; authorization: string };
let orgB: { authorization: string };

beforeAll(async () => {
  // A small depth limit, so this schema can exceed it.
  service = await startTestService({
    env: { GRAPH_MAX_DEPTH: '3' },
    onQuery: (sql) => counting && statements.push(sql),
  });
  orgA = await service.issueCredential('Graph Bank A', 'a@graph.example');
  orgB = await service.issueCredential('Graph Bank B', 'b@graph.example');
});
afterAll(() => service.stop());

const graphql = (
  query: string,
  variables: Record<string, unknown> = {},
  authorization = orgA.authorization,
) => service.internal().post('/graphql').set('Authorization', authorization).send({ query, variables });

async function createSubjects(count: number, prefix: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const response = await service
      .api()
      .post('/v1/subjects/create-subject')
      .set('Authorization', orgA.authorization)
      .send({
        data: {
          name: `${prefix} ${i}`,
          internal_id: prefix,
          places: [{ place: 'Berlin' }, { place: 'München' }],
        },
      });
    ids.push(response.body.data.subject_id);
  }
  return ids;
}

async function countStatements(run: () => Promise<unknown>): Promise<number> {
  statements.length = 0;
  counting = true;
  try {
    await run();
  } finally {
    counting = false;
  }
  return statements.filter((s) => /\b(select|insert|update|delete)\b/i.test(s)).length;
}

describe('the internal graph', () => {
  it('answers the same subject as the REST API', async () => {
    const [id] = await createSubjects(1, 'same');
    const rest = (await service.api().get(`/v1/subjects/${id}`).set('Authorization', orgA.authorization)).body
      .data;
    const response = await graphql(
      `
        query ($id: ID!) {
          subject(id: $id) {
            id
            name
            type
            internalId
            createdAt
            createdBy {
              id
            }
            places {
              id
              place
              geoCode {
                lat
                lng
              }
            }
          }
        }
      `,
      { id },
    );
    expect(response.status).toBe(200);
    const subject = response.body.data.subject;
    expect(subject).toEqual({
      id: rest.subject_id,
      name: rest.name,
      type: rest.type,
      internalId: rest.internal_id,
      createdAt: rest.created_at,
      createdBy: { id: rest.created_by.user_id },
      places: rest.places.map((p: { place_id: string; place: string; geo_code_place: unknown }) => ({
        id: p.place_id,
        place: p.place,
        geoCode: p.geo_code_place,
      })),
    });
  });

  it('requires a credential', async () => {
    const response = await service.internal().post('/graphql').send({ query: '{ subjects { total } }' });
    expect(response.status).toBe(401);
    expect(response.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it("never shows organisation A's subject to organisation B", async () => {
    const [id] = await createSubjects(1, 'isolated');
    const single = await graphql(
      `
        query ($id: ID!) {
          subject(id: $id) {
            id
          }
        }
      `,
      { id },
      orgB.authorization,
    );
    expect(single.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const list = await graphql(
      `
        {
          subjects(internalId: "isolated") {
            total
            items {
              id
            }
          }
        }
      `,
      {},
      orgB.authorization,
    );
    expect(list.body.data.subjects).toEqual({ total: 0, items: [] });
  });

  it('loads nested places with one query for the whole page (no N+1)', async () => {
    await createSubjects(3, 'few');
    await createSubjects(12, 'many');
    const query = `query($tag: String) { subjects(internalId: $tag, pageSize: 100) { total items { id name places { id place } createdBy { id } } } }`;
    let few: { total: number } = { total: 0 };
    let many: { total: number; items: { places: unknown[] }[] } = { total: 0, items: [] };
    const fewStatements = await countStatements(
      async () => (few = (await graphql(query, { tag: 'few' })).body.data.subjects),
    );
    const manyStatements = await countStatements(
      async () => (many = (await graphql(query, { tag: 'many' })).body.data.subjects),
    );
    expect(few.total).toBe(3);
    expect(many.total).toBe(12);
    expect(many.items.every((s) => s.places.length === 2)).toBe(true);
    // The credential, the page with its total, the places: however many subjects, and each one reported.
    expect(fewStatements).toBe(3);
    expect(manyStatements).toBe(fewStatements);
  });

  it('refuses a query one level deeper than the limit, and answers one at the limit', async () => {
    await createSubjects(1, 'depth');
    // subjects (0) › items (1) › places (2) › place (3): exactly GRAPH_MAX_DEPTH.
    const atLimit = await graphql(`
      {
        subjects(internalId: "depth") {
          items {
            places {
              place
            }
          }
        }
      }
    `);
    expect({ status: atLimit.status, errors: atLimit.body.errors }).toEqual({
      status: 200,
      errors: undefined,
    });
    expect(atLimit.body.data.subjects.items).toEqual([
      { places: [{ place: 'Berlin' }, { place: 'München' }] },
    ]);
    // … › geoCode (3) › lat (4): one too deep.
    const deep = await graphql(`
      {
        subjects(internalId: "depth") {
          items {
            places {
              geoCode {
                lat
              }
            }
          }
        }
      }
    `);
    expect(deep.status).toBe(400);
    expect(deep.body.data).toBeUndefined();
    expect(deep.body.errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/exceeds maximum operation depth of 3$/),
        extensions: expect.objectContaining({ code: 'GRAPHQL_VALIDATION_FAILED' }),
      }),
    ]);
  });

  // Each was an INTERNAL_SERVER_ERROR: PostgreSQL cannot compare a text holding a NUL byte.
  it('refuses a NUL byte in the internal id filter, and finds no norm or source by a slug holding one', async () => {
    const byInternalId = await graphql('query ($id: String) { subjects(internalId: $id) { total } }', {
      id: 'C-1\u0000',
    });
    expect(byInternalId.body.errors[0].extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ field: 'internalId', message: 'must not contain control characters (U+0000)' }],
    });
    for (const field of ['normExample', 'siteSource']) {
      const bySlug = await graphql(`query ($slug: String!) { ${field}(slug: $slug) { slug } }`, {
        slug: 'bafin\u0000',
      });
      expect(bySlug.body.errors[0].extensions.code).toBe('NOT_FOUND');
    }
  });

  it('refuses queries more complex than the limit', async () => {
    const complex = await graphql(`
      {
        subjects(pageSize: 1000) {
          items {
            id
            places {
              id
            }
          }
        }
      }
    `);
    expect(complex.body.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    // It was a 500, as if the graph had failed.
    expect(complex.status).toBe(400);
  });
});
