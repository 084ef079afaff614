import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { PdfPrinter, type PdfPrinterOptions } from '../../gateway/pdf/pdf-printer';
import { PdfPrinterUnavailableError } from '../../gateway/pdf/pdf-printer-unavailable.error';
import { pdfText } from '../support/pdf-text';
import { processTreeMemory } from '../support/process-tree-memory';

/** The printer with a real Chromium: what a page may not do, how many print at once, and its browser's life. */
const FOOTER = '<span class="pageNumber"></span>';
const job = (body: string) => ({
  html: `<!doctype html><html lang="en"><body>${body}</body></html>`,
  footerTemplate: FOOTER,
});

describe('the PDF printer', () => {
  let tracker: http.Server;
  let trackerUrl: string;
  const trackerHits: string[] = [];
  const blocked: string[] = [];
  const printers: PdfPrinter[] = [];
  const printer = (options: Partial<PdfPrinterOptions> = {}) => {
    const created = new PdfPrinter({
      concurrency: 2,
      queueLimit: 8,
      timeoutMs: 30_000,
      onBlockedRequest: (url) => blocked.push(url),
      ...options,
    });
    printers.push(created);
    return created;
  };

  beforeAll(async () => {
    tracker = http.createServer((req, res) => {
      trackerHits.push(req.url ?? '');
      res.end();
    });
    await new Promise<void>((resolve) => tracker.listen(0, '127.0.0.1', resolve));
    trackerUrl = `http://127.0.0.1:${(tracker.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await Promise.all(printers.map((p) => p.close()));
    await new Promise((resolve) => tracker.close(resolve));
  });

  it('runs no script and lets no request out, logging each one it refused', async () => {
    const pdf = await printer().print(
      job(
        `<p>static text</p><script>document.body.append('script ran')</script>` +
          `<img src="${trackerUrl}/pixel.png"><link rel="stylesheet" href="${trackerUrl}/style.css">`,
      ),
    );
    const { text } = await pdfText(pdf);
    expect(text).toContain('static text');
    expect(text).not.toContain('script ran');
    expect(trackerHits).toEqual([]);
    expect(blocked).toEqual(expect.arrayContaining([`${trackerUrl}/pixel.png`, `${trackerUrl}/style.css`]));
  });

  it('prints 8 reports asked for at once', async () => {
    const shared = printer();
    const pdfs = await Promise.all(
      Array.from({ length: 8 }, (_, i) => shared.print(job(`<p>report ${i}</p>`))),
    );
    const texts = await Promise.all(pdfs.map(async (pdf) => (await pdfText(pdf)).text));
    texts.forEach((text, i) => expect(text).toContain(`report ${i}`));
  });

  it('sheds what exceeds the running prints and the queue, and prints the rest', async () => {
    const small = printer({ concurrency: 1, queueLimit: 1 });
    const results = await Promise.allSettled(Array.from({ length: 4 }, () => small.print(job('<p>x</p>'))));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'rejected']);
    const refused = results[2] as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(PdfPrinterUnavailableError);
    expect((refused.reason as PdfPrinterUnavailableError).retryAfterSeconds).toBeGreaterThan(0);
  });

  /** The browser's process tree once closed contexts' renderers have exited (the count stops falling). */
  async function browserAtRest(measured: PdfPrinter) {
    const browser = await (measured as unknown as { browser: Promise<Browser> }).browser;
    const session = await browser.newBrowserCDPSession();
    const { processInfo } = (await session.send('SystemInfo.getProcessInfo')) as {
      processInfo: { id: number; type: string }[];
    };
    await session.detach();
    const browserPid = processInfo.find((p) => p.type === 'browser')?.id as number;
    let last = processTreeMemory(browserPid);
    for (let wait = 0; wait < 20; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const now = processTreeMemory(browserPid);
      if (now.processes === last.processes) return now;
      last = now;
    }
    return last;
  }

  it('gives the memory of its renders back: the browser returns to its level once they are done', async () => {
    const measured = printer();
    const big = job('<p>Frankfurt banker charged with fraud, a long report line.</p>'.repeat(3000));
    await measured.print(big);
    const before = await browserAtRest(measured);
    await Promise.all(Array.from({ length: 10 }, () => measured.print(big)));
    const after = await browserAtRest(measured);
    expect(after.processes).toBeLessThanOrEqual(before.processes);
    expect(after.residentMb).toBeLessThanOrEqual(before.residentMb + 30);
  });

  it('stops a print it gave up on, so the next one does not print beside it', async () => {
    const impatient = printer({ concurrency: 1, queueLimit: 1, timeoutMs: 4_000 });
    await impatient.print(job('<p>warm</p>'));
    const before = await browserAtRest(impatient);
    // Some 5,000 pages: far longer to print than the printer waits.
    const endless = job('<p>Frankfurt banker charged with fraud, a long report line.</p>'.repeat(50_000));
    const started = Date.now();
    await expect(impatient.print(endless)).rejects.toBeInstanceOf(PdfPrinterUnavailableError);
    expect(Date.now() - started).toBeLessThan(10_000);
    // The page it gave up on is gone at once, not printing on in the background.
    expect((await pdfText(await impatient.print(job('<p>next</p>')))).text).toContain('next');
    const after = await browserAtRest(impatient);
    expect(after.processes).toBeLessThanOrEqual(before.processes);
  }, 60_000);

  it('replaces a browser that went away, and refuses to print once closed', async () => {
    const reused = printer();
    await reused.print(job('<p>first</p>'));
    // The browser dies under the printer (a crash, an OOM kill).
    const browser = await (reused as unknown as { browser: Promise<Browser> }).browser;
    await browser.close();
    expect((await pdfText(await reused.print(job('<p>second</p>')))).text).toContain('second');

    await reused.close();
    await expect(reused.print(job('<p>late</p>'))).rejects.toBeInstanceOf(PdfPrinterUnavailableError);
  });
});
