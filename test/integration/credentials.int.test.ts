import { startTestService, type TestService } from '../support/test-service';

/** Issuing credentials as the CLI does (`credential create`), through the domain service it calls. */
let service: TestService;

beforeAll(async () => {
  service = await startTestService({ env: { JOBS: 'off', LOAD_BUNDLED_LISTS: 'false' } });
});
afterAll(() => service.stop());

it('reuses the organisation and user named with other spacing or case', async () => {
  const first = await service.issueCredential('Muster Bank AG', 'analyst@muster-bank.example');
  const second = await service.issueCredential('  Muster Bank AG ', ' Analyst@Muster-Bank.example ');
  expect(second).toMatchObject({ organisationId: first.organisationId, userId: first.userId });
  expect(second.authorization).not.toBe(first.authorization);
});

it.each([
  ['', 'a@b.example', 'organisation: must not be blank'],
  ['x'.repeat(201), 'a@b.example', 'organisation: must be at most 200 characters'],
  ['Bank\u0000', 'a@b.example', 'organisation: must not contain control characters (U+0000)'],
  ['Bank', 'not-an-address', 'user: must be an e-mail address'],
])('refuses organisation %j with user %j', async (organisation, email, message) => {
  await expect(service.issueCredential(organisation, email)).rejects.toThrow(message);
});
