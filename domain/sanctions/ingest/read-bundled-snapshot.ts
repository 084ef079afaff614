import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { projectFile } from '../../project-files';

/** The project's data/sanctions/ folder, where the list snapshots bundled with the code lie. */
export function bundledSnapshotDir(): string {
  return projectFile('data', 'sanctions');
}

/** The content of a bundled list snapshot ("sdn.csv.gz"), gunzipped when it is gzip. */
export function readBundledSnapshot(snapshotFile: string): Buffer {
  const bytes = readFileSync(join(bundledSnapshotDir(), snapshotFile));
  return snapshotFile.endsWith('.gz') ? gunzipSync(bytes) : bytes;
}
