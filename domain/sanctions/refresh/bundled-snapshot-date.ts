import { openSync, readSync, closeSync } from 'node:fs';
import { join } from 'node:path';
import type { ListSource } from '../ingest';
import { bundledSnapshotDir } from '../ingest/read-bundled-snapshot';

/** Bytes of a gzip header up to and including MTIME (RFC 1952: magic, method, flags, then 4 bytes of time). */
const GZIP_HEADER = 8;

/**
 * When the copy of a list bundled in data/sanctions/ was taken: the modification time its main file's gzip header
 * records (seconds since 1970, set by gzip from the file it compressed). Undefined when the header holds none (0)
 * or the file is not gzip.
 */
export function bundledSnapshotDate(source: ListSource): string | undefined {
  const snapshot = source.files[0].bundledSnapshot;
  if (!snapshot?.endsWith('.gz')) return undefined;
  const header = Buffer.alloc(GZIP_HEADER);
  const fd = openSync(join(bundledSnapshotDir(), snapshot), 'r');
  try {
    if (readSync(fd, header, 0, GZIP_HEADER, 0) < GZIP_HEADER) return undefined;
  } finally {
    closeSync(fd);
  }
  if (header[0] !== 0x1f || header[1] !== 0x8b) return undefined;
  const seconds = header.readUInt32LE(4);
  return seconds > 0 ? new Date(seconds * 1000).toISOString() : undefined;
}
