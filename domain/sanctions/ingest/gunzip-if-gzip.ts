import { gunzipSync } from 'node:zlib';

/**
 * The bytes unpacked when they are gzip (they start with its magic number 1f 8b: files published gzipped,
 * `.gz` mirrors), else as they are. Damaged gzip data throws zlib's error, which callers name in their own terms.
 */
export function gunzipIfGzip(bytes: Buffer): Buffer {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes;
}
