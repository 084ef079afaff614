import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { renderMediaReport, type MediaReport, type MediaReportArticle } from '../../content';
import { chromiumLaunchOptions } from '../../gateway/pdf/chromium-launch-options';

/**
 * The report's first page as a person sees it in print (test-output/screenshots/media-report-page1.png,
 * git-ignored): a screenshot of the HTML in print media at A4 width, the way Chromium lays it out to print.
 */
const screenshot = path.resolve(__dirname, '../../test-output/screenshots/media-report-page1.png');

const article = (rank: number, headline: string): MediaReportArticle => ({
  rank,
  headline,
  source: 'www.example-news.de',
  publicationDate: '2024-03-14',
  url: `https://www.example-news.de/wirtschaft/article-${rank}`,
  matchScore: '92',
  matchType: 'STRONG_MATCH',
  disposition: {
    risk: 'RISKY',
    justification: 'Charged with fraud in Frankfurt; age and place match the customer.',
    riskCategories: 'Fraud',
    origin: 'AUTOMATIC',
    createdAt: '2026-11-24 09:30 UTC',
  },
  matchDetails: [],
  dispositionHistory: [],
});

const REPORT: MediaReport = {
  searchId: '0196a1b2-0000-7000-8000-000000000001',
  extended: false,
  generatedAt: '2026-11-24 10:00 UTC',
  organisation: 'Musterbank AG · 0196a1b2-0000-7000-8000-0000000000aa',
  annotation: 'Reviewed for onboarding <script>alert(1)</script>',
  createdAt: '2026-11-24 09:29 UTC',
  createdBy: 'analyst@media.example (user 0196a1b2-0000-7000-8000-0000000000bb)',
  subject: {
    name: 'Jürgen Hollmann',
    type: 'INDIVIDUAL',
    aliases: [],
    dates: ['born 1971-08-02'],
    nationalities: ['DE'],
    places: ['Frankfurt am Main, Germany – residence'],
    industries: ['Banking'],
  },
  configuration: [
    { label: 'Configuration', value: 'Onboarding (version 1)' },
    { label: 'Look-back', value: '1095 days' },
  ],
  latestSummary: {
    summary: 'Adverse media found: Jürgen Hollmann was charged with fraud in March 2024.',
    risky: 'yes',
    riskCategories: 'Fraud',
    origin: 'AUTOMATIC',
    createdAt: '2026-11-24 09:30 UTC',
  },
  executions: [
    {
      id: '0196a1b2-0000-7000-8000-000000000002',
      status: 'COMPLETED',
      createdAt: '2026-11-24 09:29 UTC',
      articles: Array.from({ length: 12 }, (_, i) =>
        article(i + 1, i === 0 ? 'Frankfurt banker Jürgen Hollmann charged with fraud' : `Report ${i + 1}`),
      ),
    },
  ],
  summaryHistory: [],
};

it('takes a screenshot of the report’s first page, with the text laid out and the markup escaped', async () => {
  const browser = await chromium.launch({
    ...(await chromiumLaunchOptions(process.env.CHROMIUM_PATH)),
    headless: true,
  });
  try {
    const page = await browser.newPage({ javaScriptEnabled: false, viewport: { width: 794, height: 1123 } });
    await page.emulateMedia({ media: 'print' });
    await page.setContent(renderMediaReport(REPORT).html);
    expect(await page.locator('h1').innerText()).toContain('Jürgen Hollmann');
    expect(await page.locator('.annotation').innerText()).toContain('<script>alert(1)</script>');
    expect(await page.locator('tbody tr').count()).toBe(12);
    fs.mkdirSync(path.dirname(screenshot), { recursive: true });
    await page.screenshot({ path: screenshot });
    expect(fs.statSync(screenshot).size).toBeGreaterThan(10_000);
  } finally {
    await browser.close();
  }
});
