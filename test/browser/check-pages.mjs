/* global process, console, URL */
// Opens pages of the public site in headless Chromium and prints one JSON line of findings per page.
// Usage: node check-pages.mjs <baseUrl> <screenshotDir> <pagesJson>
//   pagesJson: [{ "name": "home", "path": "/de/", "expectStatus": 200, "mobile": false }, ...]
// Set CHROMIUM_PATH to use a system browser instead of @sparticuz/chromium.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { chromium as playwright } from 'playwright-core';

const require = createRequire(import.meta.url);
const [baseUrl, screenshotDir, pagesJson] = process.argv.slice(2);
if (!baseUrl || !screenshotDir || !pagesJson) {
  console.error('usage: node check-pages.mjs <baseUrl> <screenshotDir> <pagesJson>');
  process.exit(2);
}
const pages = JSON.parse(pagesJson);
const axePath = require.resolve('axe-core/axe.min.js');
// The same launch as the service's PDF printer (from the build, which `npm test` brings up to date).
const { chromiumLaunchOptions } = require(
  path.join(import.meta.dirname, '..', '..', 'dist', 'gateway', 'pdf', 'chromium-launch-options.js'),
);

fs.mkdirSync(screenshotDir, { recursive: true });
const browser = await playwright.launch({
  ...(await chromiumLaunchOptions(process.env.CHROMIUM_PATH)),
  headless: true,
});
try {
  for (const spec of pages) {
    const mobile = Boolean(spec.mobile);
    const context = await browser.newContext(
      mobile
        ? { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }
        : { viewport: { width: 1280, height: 900 } },
    );
    const page = await context.newPage();
    const url = new URL(spec.path, baseUrl).href;
    const consoleErrors = [];
    const expectedConsoleErrors = [];
    const failedRequests = [];
    const badResponses = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const location = message.location()?.url ?? '';
      // The 404 page's own status is logged by Chromium as a resource error; it is expected.
      if (spec.expectStatus >= 400 && location === url && /status of \d+/.test(message.text())) {
        expectedConsoleErrors.push(message.text());
        return;
      }
      consoleErrors.push(`${message.text()} ${location}`.trim());
    });
    page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
    page.on('requestfailed', (request) =>
      failedRequests.push(
        `${request.method()} ${request.url()}: ${request.failure()?.errorText ?? 'failed'}`,
      ),
    );
    page.on('response', (response) => {
      const request = response.request();
      const isDocument = request.isNavigationRequest() && request.frame() === page.mainFrame();
      if (response.status() >= 400 && !isDocument) {
        badResponses.push(`${response.status()} ${response.url()}`);
      }
    });
    const finding = { name: spec.name, path: spec.path, url };
    try {
      const response = await page.goto(url, { waitUntil: 'load', timeout: 20_000 });
      finding.status = response?.status() ?? null;
      finding.title = await page.title();
      await page.addScriptTag({ path: axePath });
      const axeResult = await page.evaluate(async () => {
        // eslint-disable-next-line no-undef
        const result = await axe.run(document, { resultTypes: ['violations'] });
        return result.violations.map((violation) => ({
          id: violation.id,
          impact: violation.impact,
          help: violation.help,
          nodes: violation.nodes.slice(0, 5).map((node) => ({
            target: node.target.join(' '),
            summary: node.failureSummary,
          })),
          nodeCount: violation.nodes.length,
        }));
      });
      finding.violations = axeResult;
      const screenshot = path.join(screenshotDir, `${spec.name}${mobile ? '-mobile' : ''}.png`);
      await page.screenshot({ path: screenshot, fullPage: true });
      finding.screenshot = screenshot;
    } catch (error) {
      finding.error = String(error?.stack ?? error);
    }
    finding.badResponses = badResponses;
    finding.consoleErrors = consoleErrors;
    finding.expectedConsoleErrors = expectedConsoleErrors;
    finding.failedRequests = failedRequests;
    process.stdout.write(`${JSON.stringify(finding)}\n`);
    await context.close();
  }
} finally {
  await browser.close();
}
