import { gunzipIfGzip } from './gunzip-if-gzip';
import { ListParseError } from './list-parse.error';

function unpacked(dataset: string, bytes: Buffer): Buffer {
  try {
    return gunzipIfGzip(bytes);
  } catch (error) {
    throw new ListParseError(
      dataset,
      `broken gzip (truncated download?): ${(error as Error).message}`,
      error,
    );
  }
}

/**
 * The text of a list file given as a string or as the bytes downloaded: gunzipped when gzip, UTF-8 when
 * valid, else Windows-1252/Latin-1 (older OFAC and OFSI exports), without a byte-order mark.
 */
export function decodeListText(dataset: string, content: string | Buffer): string {
  let text: string;
  if (typeof content === 'string') {
    text = content;
  } else {
    const bytes = unpacked(dataset, content);
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = bytes.toString('latin1');
    }
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
