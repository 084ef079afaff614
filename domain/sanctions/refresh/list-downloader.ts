import { gunzipIfGzip } from '../ingest/gunzip-if-gzip';

/** Fetches one official list file. The HTTP adapter is the real one; tests point it at a local server. */
export interface ListDownloader {
  download(url: string): Promise<Buffer>;
}

export class ListDownloadError extends Error {
  readonly code = 'LIST_DOWNLOAD_FAILED';
}

const MAX_BYTES = 200 * 1024 * 1024;

export class HttpListDownloader implements ListDownloader {
  constructor(private readonly timeoutMs = 120_000) {}

  async download(url: string): Promise<Buffer> {
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
    return unpackGzipFile(url, body);
  }
}

/** Files published gzipped (or served as .gz mirrors) are unpacked; a truncated archive is an error. */
function unpackGzipFile(url: string, body: Buffer): Buffer {
  try {
    return gunzipIfGzip(body);
  } catch (error) {
    throw new ListDownloadError(`${url}: the gzip data is damaged (${(error as Error).message})`);
  }
}
