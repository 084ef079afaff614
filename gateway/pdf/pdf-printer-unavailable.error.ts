/**
 * No PDF can be printed now: the browser cannot start, or the queue of reports waiting for it is full.
 * The gateway answers 503 with Retry-After.
 */
export class PdfPrinterUnavailableError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'PdfPrinterUnavailableError';
  }
}
