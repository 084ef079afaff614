import { SingleBar, Presets } from 'cli-progress';
import type { Database } from '../domain/database/open-database';
import { openNewsFile } from '../domain/media/news/news-file';
import { NewsImporter, type NewsImportCounts } from '../domain/media/news/news-importer';

/**
 * `news import FILE`: imports a JSON Lines file of articles into the news corpus with a progress bar on
 * stderr, reports each bad line on stderr with its number and why, and prints one JSON summary line on
 * stdout. Resolves to the summary; the command fails (exit code 1) when the file cannot be read or holds
 * lines of which none is a valid article.
 */
export async function importNewsFile(
  database: Database,
  path: string,
  print: (value: unknown) => void,
): Promise<NewsImportCounts> {
  const file = await openNewsFile(path);
  const bar = new SingleBar(
    {
      format:
        ' news import [{bar}] {percentage}% | {imported} imported, {duplicates} duplicates, {rejected} rejected',
      hideCursor: true,
      stream: process.stderr,
      noTTYOutput: true,
      notTTYSchedule: 2000,
    },
    Presets.shades_classic,
  );
  bar.start(file.size, 0, { imported: 0, duplicates: 0, rejected: 0 });
  let counts: NewsImportCounts;
  try {
    counts = await new NewsImporter().import(database.em.fork(), file.lines, {
      onRejected: (lineNumber, reason) =>
        process.stderr.write(`\n${path}:${lineNumber}: rejected: ${reason}\n`),
      onProgress: (progress) => bar.update(file.bytesRead(), { ...progress }),
    });
    bar.update(file.size, { ...counts });
  } finally {
    bar.stop();
  }
  print({ file: path, ...counts });
  return counts;
}
