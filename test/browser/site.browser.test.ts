import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { listen, type HttpListener } from '../../app/http-listener';
import { startTestService, type TestService } from '../support/test-service';

const execFileAsync = promisify(execFile);
const projectRoot = path.resolve(__dirname, '../..');
const screenshotDir = path.join(projectRoot, 'test-output', 'screenshots');
const findingsFile = path.join(projectRoot, 'test-output', 'browser-findings.json');
const checker = path.join(__dirname, 'check-pages.mjs');

interface PageSpec {
  name: string;
  path: string;
  expectStatus: number;
  mobile?: boolean;
}

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodeCount: number;
  nodes: { target: string; summary?: string }[];
}

interface Finding {
  name: string;
  path: string;
  url: string;
  status?: number | null;
  title?: string;
  violations?: Violation[];
  screenshot?: string;
  error?: string;
  consoleErrors: string[];
  failedRequests: string[];
  badResponses: string[];
}

let service: TestService;
let listener: HttpListener;
let baseUrl: string;

beforeAll(async () => {
  service = await startTestService({ env: { LOAD_SITE_CONTENT: 'true' } });
  listener = await listen(service.publicApp, '127.0.0.1', 0);
  baseUrl = `http://127.0.0.1:${listener.port}`;
}, 60_000);

afterAll(async () => {
  await listener?.close(1_000);
  await service?.stop();
});

/** First path below `prefix` (one more segment) named in the given text, e.g. `/de/normen/{slug}/`. */
function firstSlugPath(text: string, prefix: string, exclude: string[] = []): string {
  const pattern = new RegExp(`${prefix.replace(/\//g, '\\/')}([A-Za-z0-9._~%-]+)\\/`, 'g');
  for (const match of text.matchAll(pattern)) {
    if (!exclude.includes(match[1]!)) return `${prefix}${match[1]}/`;
  }
  throw new Error(`no path below ${prefix} in the public indexes`);
}

test('every page type renders in Chromium without errors, failed requests or serious axe violations', async () => {
  const indexes = await Promise.all(
    ['/llms.txt', '/sitemap.xml'].map(async (resource) => {
      const response = await fetch(`${baseUrl}${resource}`);
      expect(response.status).toBe(200);
      return response.text();
    }),
  );
  const indexText = indexes.join('\n');
  const normPath = firstSlugPath(indexText, '/de/normen/');
  const sourcePath = firstSlugPath(indexText, '/de/quellen/', ['verbaende']);

  const pages: PageSpec[] = [
    { name: 'home', path: '/de/', expectStatus: 200 },
    { name: 'home', path: '/de/', expectStatus: 200, mobile: true },
    { name: 'developer-guide', path: '/de/entwickler/', expectStatus: 200 },
    { name: 'norm-index', path: '/de/normen/', expectStatus: 200 },
    { name: 'norm-example', path: normPath, expectStatus: 200 },
    { name: 'source-directory', path: '/de/quellen/', expectStatus: 200 },
    { name: 'associations', path: '/de/quellen/verbaende/', expectStatus: 200 },
    { name: 'source-profile', path: sourcePath, expectStatus: 200 },
    { name: 'not-found', path: '/de/gibt-es-nicht/', expectStatus: 404 },
  ];

  const { stdout } = await execFileAsync(
    process.execPath,
    [checker, baseUrl, screenshotDir, JSON.stringify(pages)],
    { cwd: projectRoot, timeout: 90_000, maxBuffer: 16 * 1024 * 1024 },
  );
  const findings: Finding[] = stdout
    .split('\n')
    .filter((line) => line.trim().startsWith('{'))
    .map((line) => JSON.parse(line) as Finding);
  fs.mkdirSync(path.dirname(findingsFile), { recursive: true });
  fs.writeFileSync(findingsFile, `${JSON.stringify(findings, null, 2)}\n`);
  expect(findings).toHaveLength(pages.length);

  const problems = findings.map((finding, index) => {
    const spec = pages[index]!;
    const serious = (finding.violations ?? []).filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    return {
      page: `${finding.name}${spec.mobile ? ' (mobile)' : ''} ${finding.path}`,
      error: finding.error ?? null,
      status: finding.status,
      consoleErrors: finding.consoleErrors,
      failedRequests: finding.failedRequests,
      badResponses: finding.badResponses,
      seriousViolations: serious.map(
        (violation) =>
          `${violation.impact} ${violation.id} (${violation.nodeCount}×): ${violation.help} @ ${violation.nodes.map((node) => node.target).join(', ')}`,
      ),
      screenshot: Boolean(finding.screenshot),
    };
  });
  const expected = pages.map((spec) => ({
    page: `${spec.name}${spec.mobile ? ' (mobile)' : ''} ${spec.path}`,
    error: null,
    status: spec.expectStatus,
    consoleErrors: [],
    failedRequests: [],
    badResponses: [],
    seriousViolations: [],
    screenshot: true,
  }));
  expect(problems).toEqual(expected);
}, 120_000);
