import { chromium, type Browser } from 'playwright-core';
import { chromiumLaunchOptions } from './chromium-launch-options';
import { PdfPrinterUnavailableError } from './pdf-printer-unavailable.error';

export interface PdfPrinterOptions {
  /** Reports printed at the same time. */
  concurrency: number;
  /** Reports waiting for a free slot; one more is refused. */
  queueLimit: number;
  /** A system browser; absent: the one shipped by @sparticuz/chromium. */
  chromiumPath?: string;
  /** Longest wait for the browser to start or a page to print. */
  timeoutMs: number;
  /** Every request a report's page tried to make (and was refused). */
  onBlockedRequest?: (url: string) => void;
}

export interface PrintJob {
  html: string;
  footerTemplate: string;
}

/** Rejects after `ms` and tells `onTimeout`, so the work given up on can be stopped too. */
function withTimeout<T>(promise: Promise<T>, ms: number, what: string, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new PdfPrinterUnavailableError(`${what} took longer than ${ms} ms`, 30));
    }, ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Prints HTML to PDF in headless Chromium. One browser, started on the first report and reused (a crashed
 * one is replaced); each report gets its own context with JavaScript off and every request refused, since
 * the report quotes untrusted article text. At most `concurrency` prints run, `queueLimit` wait.
 */
export class PdfPrinter {
  private browser: Promise<Browser> | undefined;
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private closed = false;

  constructor(private readonly options: PdfPrinterOptions) {}

  async print(job: PrintJob): Promise<Buffer> {
    await this.acquireSlot();
    const abandon = new AbortController();
    const printing = this.printNow(job, abandon.signal);
    // The slot is free again only once the print has really ended (its context closed), not when the
    // caller stopped waiting: a timed-out page must not keep printing beside the next one.
    printing.catch(() => undefined).finally(() => this.releaseSlot());
    return withTimeout(printing, this.options.timeoutMs, 'Printing the PDF', () => abandon.abort());
  }

  /** Service shutdown: the browser goes with it. */
  async close(): Promise<void> {
    this.closed = true;
    const browser = this.browser;
    this.browser = undefined;
    if (browser) await browser.then((b) => b.close()).catch(() => undefined);
  }

  private acquireSlot(): Promise<void> {
    if (this.running < this.options.concurrency) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.options.queueLimit) {
      return Promise.reject(new PdfPrinterUnavailableError('Too many PDF reports are being printed', 5));
    }
    // The slot passes straight from the finishing print to the waiting one: `running` stays as it is.
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private releaseSlot(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }

  private async printNow(job: PrintJob, abandoned: AbortSignal): Promise<Buffer> {
    const browser = await this.currentBrowser();
    const context = await browser.newContext({ javaScriptEnabled: false });
    // Closing the context ends whatever its page is doing, so an abandoned print stops at once.
    const closeContext = () => void context.close().catch(() => undefined);
    if (abandoned.aborted) closeContext();
    abandoned.addEventListener('abort', closeContext, { once: true });
    try {
      await context.route('**/*', (route) => {
        this.options.onBlockedRequest?.(route.request().url());
        return route.abort('blockedbyclient');
      });
      const page = await context.newPage();
      await page.setContent(job.html, { waitUntil: 'load' });
      return await page.pdf({
        format: 'A4',
        printBackground: true,
        preferCSSPageSize: true,
        displayHeaderFooter: true,
        headerTemplate: '<span></span>',
        footerTemplate: job.footerTemplate,
        tagged: true,
        outline: true,
      });
    } finally {
      abandoned.removeEventListener('abort', closeContext);
      await context.close().catch(() => undefined);
    }
  }

  private currentBrowser(): Promise<Browser> {
    if (this.closed) return Promise.reject(new PdfPrinterUnavailableError('The PDF printer is closed', 5));
    this.browser ??= this.launch();
    return this.browser;
  }

  private launch(): Promise<Browser> {
    const launching = (async () => {
      const options = await chromiumLaunchOptions(this.options.chromiumPath);
      const browser = await chromium.launch({ ...options, headless: true, timeout: this.options.timeoutMs });
      // A crashed or closed browser is forgotten, so the next report starts a new one.
      browser.on('disconnected', () => {
        if (this.browser === launching) this.browser = undefined;
      });
      return browser;
    })().catch((error: unknown) => {
      if (this.browser === launching) this.browser = undefined;
      throw new PdfPrinterUnavailableError('The browser that prints PDF reports cannot start', 30, error);
    });
    return launching;
  }
}
