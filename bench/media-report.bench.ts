import fs from 'node:fs';
import { renderMediaReport, type MediaReport, type MediaReportArticle } from '../content';
import { chromiumLaunchOptions } from '../gateway/pdf/chromium-launch-options';
import { PdfPrinter } from '../gateway/pdf/pdf-printer';

/**
 * Warm render time of the PDF report (template + Chromium print, the work the route adds to its graph
 * read): DEFAULT with 50 articles, EXTENDED with 3 executions × 50 articles, beside Chromium printing a
 * blank page in the same run. Resident memory: this process plus its Chromium processes, while
 * rendering. Targets: DEFAULT p50 ≤ 600 ms, EXTENDED p50 ≤ 1.5 s, memory ≤ 600 MB.
 */
const ROUNDS = 30;
const WARMUP = 3;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const article = (rank: number, extended: boolean): MediaReportArticle => {
  const disposition = {
    risk: rank % 3 === 0 ? 'RISKY' : 'UNDETERMINED',
    justification: `> Prosecutors in Frankfurt charged the subject with fraud (article ${rank}). `.repeat(3),
    riskCategories: 'Fraud, Corruption',
    origin: 'AUTOMATIC',
    createdAt: '2026-11-24 09:30 UTC',
    createdBy: 'analyst@bank.example (user 0196a1b2-0000-7000-8000-0000000000bb)',
  };
  return {
    rank,
    headline: `Frankfurt banker charged with fraud in a case of diverted client money, report ${rank}`,
    source: 'www.example-news.de',
    publicationDate: '2024-03-14',
    url: `https://www.example-news.de/wirtschaft/a-rather-long-article-path-${rank}?utm_source=feed`,
    matchScore: '87',
    matchType: 'STRONG_MATCH',
    disposition,
    matchDetails: extended
      ? ['Industry', 'Nationality', 'Place', 'Start date', 'Type'].map((label) => ({
          label,
          value: `STRONG_MATCH (90): Frankfurt am Main (12 km)`,
        }))
      : [],
    dispositionHistory: extended ? [disposition, { ...disposition, origin: 'ANALYST' }] : [],
    excerpt: extended
      ? 'Prosecutors in Frankfurt charged the banker, 52, with fraud on Tuesday. '.repeat(4)
      : undefined,
  };
};

function report(extended: boolean, executions: number): MediaReport {
  const summary = {
    summary: 'Adverse media found: charged with fraud in March 2024. '.repeat(4),
    risky: 'yes',
    riskCategories: 'Fraud',
    origin: 'AUTOMATIC',
    createdAt: '2026-11-24 09:30 UTC',
  };
  return {
    searchId: '0196a1b2-0000-7000-8000-000000000001',
    extended,
    generatedAt: '2026-11-24 10:00 UTC',
    organisation: 'Musterbank AG · 0196a1b2-0000-7000-8000-0000000000aa',
    annotation: 'Reviewed for onboarding.',
    createdAt: '2026-11-24 09:29 UTC',
    subject: {
      name: 'Jürgen Hollmann',
      type: 'INDIVIDUAL',
      aliases: [],
      dates: ['born 1971-08-02'],
      nationalities: ['DE'],
      places: ['Frankfurt am Main, Germany – residence'],
      industries: ['Banking'],
    },
    configuration: [{ label: 'Configuration', value: 'Onboarding (version 1)' }],
    latestSummary: summary,
    executions: Array.from({ length: executions }, (_, e) => ({
      id: `0196a1b2-0000-7000-8000-00000000010${e}`,
      status: 'COMPLETED',
      createdAt: `2026-11-2${e} 09:29 UTC`,
      articles: Array.from({ length: 50 }, (_, i) => article(i + 1, extended)),
    })),
    summaryHistory: extended ? [summary, summary, summary] : [],
  };
}

/** Resident memory of this process and of every process running the browser's executable, in MB. */
function residentMb(executablePath: string): number {
  let kb = 0;
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const isSelf = Number(pid) === process.pid;
      if (!isSelf && !fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').startsWith(executablePath)) continue;
      const rss = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
      kb += Number(rss?.[1] ?? 0);
    } catch {
      // The process ended meanwhile.
    }
  }
  return Math.round(kb / 1024);
}

export async function benchMediaReport() {
  const { executablePath } = await chromiumLaunchOptions(process.env.CHROMIUM_PATH);
  const printer = new PdfPrinter({
    concurrency: 2,
    queueLimit: 8,
    timeoutMs: 60_000,
    chromiumPath: process.env.CHROMIUM_PATH,
  });
  let peakMb = 0;
  const time = async (make: () => { html: string; footerTemplate: string }) => {
    const times: number[] = [];
    for (let i = 0; i < WARMUP + ROUNDS; i++) {
      const started = performance.now();
      await printer.print(make());
      if (i >= WARMUP) times.push(performance.now() - started);
      peakMb = Math.max(peakMb, residentMb(executablePath));
    }
    times.sort((a, b) => a - b);
    return { p50: Math.round(percentile(times, 50)), p99: Math.round(percentile(times, 99)) };
  };
  try {
    const blank = await time(() => ({
      html: '<!doctype html><html lang="en"></html>',
      footerTemplate: '<span></span>',
    }));
    const standard = await time(() => renderMediaReport(report(false, 1)));
    const extended = await time(() => renderMediaReport(report(true, 3)));
    return {
      bench: 'media-report-pdf',
      rounds: ROUNDS,
      baseline_blank_page_p50_ms: blank.p50,
      baseline_blank_page_p99_ms: blank.p99,
      default_50_articles_p50_ms: standard.p50,
      default_50_articles_p99_ms: standard.p99,
      extended_3x50_articles_p50_ms: extended.p50,
      extended_3x50_articles_p99_ms: extended.p99,
      peak_resident_mb_with_chromium: peakMb,
      targets: { default_p50_ms: 600, extended_p50_ms: 1500, resident_mb: 600 },
    };
  } finally {
    await printer.close();
  }
}

if (require.main === module) {
  benchMediaReport()
    .then((result) => console.log(JSON.stringify(result)))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
