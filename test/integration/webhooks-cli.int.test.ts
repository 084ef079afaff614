import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createTestDatabase } from '../support/test-database';

/** `npm run cli -- webhook add|list|remove` as an operator runs it: the built CLI as a child process. */
const root = path.resolve(__dirname, '../..');
let databaseUrl: string;
let drop: () => Promise<void>;

jest.setTimeout(120_000);

beforeAll(async () => {
  execFileSync(process.execPath, [path.join(root, 'scripts/build-if-stale.js')], { cwd: root });
  ({ url: databaseUrl, drop } = await createTestDatabase());
});
afterAll(async () => {
  await drop?.();
});

/** Runs the CLI with these arguments, after settings of its environment when the first argument holds them. */
function cli(
  ...args: [Record<string, string>, ...string[]] | string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  const [settings, rest] =
    typeof args[0] === 'string' ? [{}, args as string[]] : [args[0], args.slice(1) as string[]];
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(root, 'dist/app/cli.js'), ...rest],
      {
        cwd: root,
        env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'production', ...settings },
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

const lines = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);

it('adds an endpoint showing its secret once, lists it without the secret, and removes it', async () => {
  for (const organisation of ['Hook Bank', 'Other Bank']) {
    const issued = await cli(
      'credential',
      'create',
      '--organisation',
      organisation,
      '--user',
      'ops@hook.example',
    );
    expect(issued.code).toBe(0);
  }
  const added = await cli(
    'webhook',
    'add',
    '--organisation',
    'Hook Bank',
    '--url',
    'https://alerts.hook-bank.example/screening',
    '--description',
    'Compliance team',
  );
  expect(added.code).toBe(0);
  const [endpoint] = lines(added.stdout);
  expect(endpoint).toEqual({
    webhook_endpoint_id: expect.any(String),
    organisation_id: expect.any(String),
    url: 'https://alerts.hook-bank.example/screening',
    description: 'Compliance team',
    created_at: expect.any(String),
    secret: expect.stringMatching(/^whsec_[A-Za-z0-9_-]{43}$/),
  });

  const listed = await cli('webhook', 'list', '--organisation', 'Hook Bank');
  expect(listed.code).toBe(0);
  const { secret, ...withoutSecret } = endpoint;
  expect(lines(listed.stdout)).toEqual([withoutSecret]);
  expect(listed.stdout).not.toContain(String(secret));
  expect(lines((await cli('webhook', 'list', '--organisation', 'Other Bank')).stdout)).toEqual([]);

  // Another organisation's operator cannot remove it: not found, and it stays.
  const wrongOwner = await cli(
    'webhook',
    'remove',
    '--organisation',
    'Other Bank',
    '--id',
    String(endpoint.webhook_endpoint_id),
  );
  expect(wrongOwner.code).toBe(1);
  expect(wrongOwner.stderr).toContain(`Webhook endpoint ${endpoint.webhook_endpoint_id} was not found`);
  expect(lines((await cli('webhook', 'list', '--organisation', 'Hook Bank')).stdout)).toHaveLength(1);

  const removed = await cli(
    'webhook',
    'remove',
    '--organisation',
    'Hook Bank',
    '--id',
    String(endpoint.webhook_endpoint_id),
  );
  expect(removed.code).toBe(0);
  expect(lines(removed.stdout)).toEqual([
    { webhook_endpoint_id: endpoint.webhook_endpoint_id, removed: true },
  ]);
  expect(lines((await cli('webhook', 'list', '--organisation', 'Hook Bank')).stdout)).toEqual([]);
});

it('refuses a URL that is not http(s) or on a private network, and an unknown organisation, and adds nothing', async () => {
  const badUrl = await cli(
    'webhook',
    'add',
    '--organisation',
    'Hook Bank',
    '--url',
    'ftp://files.example/hook',
  );
  expect(badUrl.code).toBe(1);
  expect(badUrl.stderr).toContain('url: must be an absolute http or https URL');
  expect(badUrl.stdout).toBe('');

  // WEBHOOK_ALLOW_PRIVATE_NETWORKS is off by default: the cloud metadata address is not an endpoint.
  const metadata = await cli(
    'webhook',
    'add',
    '--organisation',
    'Hook Bank',
    '--url',
    'http://169.254.169.254/latest/meta-data',
  );
  expect(metadata.code).toBe(1);
  expect(metadata.stderr).toContain(
    'url: must not point to a private, loopback, link-local or reserved address',
  );
  expect(metadata.stdout).toBe('');

  const unknown = await cli(
    'webhook',
    'add',
    '--organisation',
    'No Such Bank',
    '--url',
    'https://a.example/',
  );
  expect(unknown.code).toBe(1);
  expect(unknown.stderr).toContain('Organisation "No Such Bank" was not found');
  expect(lines((await cli('webhook', 'list', '--organisation', 'Hook Bank')).stdout)).toEqual([]);
});

it('reseals the stored secrets under a new WEBHOOK_SECRET_KEY, and refuses a previous key that is no key', async () => {
  const [oldKey, newKey] = [randomBytes(32).toString('base64'), randomBytes(32).toString('base64')];
  const added = await cli(
    { WEBHOOK_SECRET_KEY: oldKey },
    'webhook',
    'add',
    '--organisation',
    'Hook Bank',
    '--url',
    'https://alerts.hook-bank.example/rotated',
  );
  expect(added.code).toBe(0);

  const resealed = await cli({ WEBHOOK_SECRET_KEY: newKey }, 'webhook', 'reseal', '--previous-key', oldKey);
  expect(resealed.code).toBe(0);
  expect(lines(resealed.stdout)).toEqual([{ resealed: 1, already_current: 0 }]);
  const again = await cli({ WEBHOOK_SECRET_KEY: newKey }, 'webhook', 'reseal', '--previous-key', oldKey);
  expect(lines(again.stdout)).toEqual([{ resealed: 0, already_current: 1 }]);

  const noKey = await cli({ WEBHOOK_SECRET_KEY: newKey }, 'webhook', 'reseal', '--previous-key', 'abc');
  expect(noKey.code).toBe(1);
  expect(noKey.stderr).toContain('--previous-key must be 32 bytes in base64');
});
