import { gunzipIfGzip } from '../ingest/gunzip-if-gzip';

/** One official list file as downloaded. */
export interface DownloadedFile {
  body: Buffer;
  /** The HTTP answer's Last-Modified as ISO 8601, when it carries a valid one: the publisher's date of the file. */
  lastModified?: string;
}

/** Fetches one official list file. The HTTP adapter is the real one; tests point it at a local server. */
export interface ListDownloader {
  download(url: string): Promise<DownloadedFile>;
}

export class ListDownloadError extends Error {
  readonly code = 'LIST_DOWNLOAD_FAILED';
}

const MAX_BYTES = 200 * 1024 * 1024;

export class HttpListDownloader implements ListDownloader {
  constructor(private readonly timeoutMs = 120_000) {}

  async download(url: string): Promise<DownloadedFile> {
    let response: Response;
    try {
      response = await fetch(url, {
        signal: AbortSignal.timeout(this.timeoutMs),
        headers: { 'User-Agent': 'screening-platform list refresh', 'Accept-Encoding': 'gzip' },
      });
    } catch (error) {
      throw new ListDownloadError(`${url}: ${(error as Error).message}`);
    }
    if (!response.ok) throw new ListDownloadError(`${url}: HTTP ${response.status}`);
    const declared = Number(response.headers.get('content-length') ?? NaN);
    if (declared > MAX_BYTES)
      throw new ListDownloadError(`${url}: ${declared} bytes is more than a list can be`);
    let body: Buffer;
    try {
      body = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      throw new ListDownloadError(`${url}: the download broke off (${(error as Error).message})`);
    }
    // fetch undoes Content-Encoding itself, so only a declared length of the raw body can be checked.
    if (!response.headers.get('content-encoding') && Number.isFinite(declared) && body.length !== declared) {
      throw new ListDownloadError(`${url}: received ${body.length} of ${declared} bytes`);
    }
    return { body: unpackGzipFile(url, body), lastModified: httpDate(response.headers.get('last-modified')) };
  }
}

/** An HTTP date (RFC 9110 IMF-fixdate, or the obsolete forms Date parses) as ISO 8601; nothing when invalid. */
function httpDate(value: string | null): string | undefined {
  const time = value ? Date.parse(value) : NaN;
  return Number.isFinite(time) ? new Date(time).toISOString() : undefined;
}

/** Files published gzipped (or served as .gz mirrors) are unpacked; a truncated archive is an error. */
function unpackGzipFile(url: string, body: Buffer): Buffer {
  try {
    return gunzipIfGzip(body);
  } catch (error) {
    throw new ListDownloadError(`${url}: the gzip data is damaged (${(error as Error).message})`);
  }
}
