import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { PdfPrinter, type PdfPrinterOptions } from '../../gateway/pdf/pdf-printer';
import { PdfPrinterUnavailableError } from '../../gateway/pdf/pdf-printer-unavailable.error';
import { pdfText } from '../support/pdf-text';

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
