import fc from 'fast-check';
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { startTestService, type TestService } from '../support/test-service';

/**
 * Every query and mutation of the internal graph, called with random arguments of the declared types (fast-check,
 * seeded): a refusal, NOT_FOUND or an answer, never an internal error. The fields are read from the graph's
 * own introspection, so a new operation is fuzzed without being listed here.
 */
let service: TestService;
let authorization: string;
let schema: GraphQLSchema;

beforeAll(async () => {
  service = await startTestService({ env: { JOBS: 'off', LOAD_BUNDLED_LISTS: 'false' } });
  ({ authorization } = await service.issueCredential('Graph Fuzz Bank', 'g@graph-fuzz.example'));
  const introspection = await service.graphql(authorization, getIntrospectionQuery());
  schema = buildClientSchema(introspection.data as never);
}, 60_000);
afterAll(() => service.stop());

const awkwardText = fc.oneof(
  fc.constantFrom('', ' ', '\u0000', 'a\u0000', '%E2%82', '💥', 'x'.repeat(3000), 'DE', 'Fraud', 'RISKY'),
  fc.constantFrom('00000000-0000-0000-0000-000000000000', '0196d1f0-0000-7000-8000-000000000000'),
  fc.string(),
  fc.string({ unit: 'grapheme' }),
);

/** A value of the declared type (sometimes null where allowed), so the call reaches the resolver. */
function valueOf(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valueOf(type.ofType, depth);
  const orNull = (value: fc.Arbitrary<unknown>) =>
    fc.oneof({ weight: 4, arbitrary: value }, fc.constant(null));
  if (isListType(type)) return orNull(fc.array(valueOf(type.ofType, depth + 1), { maxLength: 3 }));
  const named = getNamedType(type);
  if (isEnumType(named)) return orNull(fc.constantFrom(...named.getValues().map((value) => value.name)));
  if (isInputObjectType(named)) {
    if (depth > 2) return fc.constant(null);
    const fields = Object.values(named.getFields());
    return orNull(
      fc.record(Object.fromEntries(fields.map((field) => [field.name, valueOf(field.type, depth + 1)])), {
        requiredKeys: fields.filter((field) => isNonNullType(field.type)).map((field) => field.name),
      }),
    );
  }
  switch (named.name) {
    case 'Int':
      return orNull(fc.oneof(fc.integer(), fc.constantFrom(0, -1, 1, 1000, 1001, 2 ** 31 - 1)));
    case 'Float':
      return orNull(fc.double({ noNaN: true, noDefaultInfinity: true }));
    case 'Boolean':
      return orNull(fc.boolean());
    default:
      return orNull(awkwardText);
  }
}

/** `query ($a: T!) { field(a: $a) { __typename } }` for a field of Query or Mutation. */
function operation(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const variables = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `${kind}${variables ? ` (${variables})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

it('answers every operation with random arguments without an internal error', async () => {
  const calls = (['query', 'mutation'] as const).flatMap((kind) => {
    const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
    return Object.values(root?.getFields() ?? {}).map((field) => ({
      document: operation(kind, field),
      variables: fc.record(Object.fromEntries(field.args.map((arg) => [arg.name, valueOf(arg.type)]))),
    }));
  });
  expect(calls.length).toBeGreaterThan(20);
  await fc.assert(
    fc.asyncProperty(
      fc
        .nat({ max: calls.length - 1 })
        .chain((i) => calls[i].variables.map((variables) => ({ document: calls[i].document, variables }))),
      async ({ document, variables }) => {
        const response = await service
          .internal()
          .post('/graphql')
          .set('Authorization', authorization)
          .send({ query: document, variables });
        expect(response.status).toBeLessThan(500);
        const codes = (response.body.errors ?? []).map(
          (error: { extensions?: { code?: string } }) => error.extensions?.code,
        );
        expect(codes).not.toContain('INTERNAL_SERVER_ERROR');
      },
    ),
    { numRuns: 1000, seed: 20261205 },
  );
}, 180_000);
