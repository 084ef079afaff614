import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';

const SNAPSHOT_DIR = join('data', 'sanctions');

let snapshotDir: string | undefined;

/**
 * The project's data/sanctions/ folder, found by walking up from this file: the code runs from
 * domain/sanctions/ingest/ under ts-jest and from dist/domain/sanctions/ingest/ when compiled.
 */
export function bundledSnapshotDir(): string {
  if (snapshotDir) return snapshotDir;
  for (let dir = __dirname; ; dir = dirname(dir)) {
    const candidate = join(dir, SNAPSHOT_DIR);
    if (existsSync(join(dir, 'package.json')) && existsSync(candidate)) return (snapshotDir = candidate);
    if (dirname(dir) === dir) throw new Error(`no ${SNAPSHOT_DIR} folder above ${__dirname}`);
  }
}

/** The content of a bundled list snapshot ("sdn.csv.gz"), gunzipped when it is gzip. */
export function readBundledSnapshot(snapshotFile: string): Buffer {
  const bytes = readFileSync(join(bundledSnapshotDir(), snapshotFile));
  return snapshotFile.endsWith('.gz') ? gunzipSync(bytes) : bytes;
}
