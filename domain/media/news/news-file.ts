import fs from 'node:fs';
import readline from 'node:readline';
import { createGunzip } from 'node:zlib';

/** A JSON Lines file of articles (gzip-compressed when its name ends in .gz), read line by line. */
export interface NewsFile {
  lines: AsyncIterable<string>;
  /** The file's size in bytes, and how many of them have been read so far. */
  size: number;
  bytesRead(): number;
}

/** Opens `path`; rejects when it cannot be read (missing, a directory, no permission). */
export async function openNewsFile(path: string): Promise<NewsFile> {
  const { size } = await fs.promises.stat(path);
  const raw = fs.createReadStream(path);
  await new Promise<void>((resolve, reject) => raw.once('open', () => resolve()).once('error', reject));
  const text = path.endsWith('.gz') ? raw.pipe(createGunzip()) : raw;
  raw.on('error', (error) => text.destroy(error));
  return {
    lines: readline.createInterface({ input: text, crlfDelay: Infinity }),
    size,
    bytesRead: () => raw.bytesRead,
  };
}
