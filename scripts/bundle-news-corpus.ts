import fs from 'node:fs';
import readline from 'node:readline';
import { gzipSync } from 'node:zlib';
import { projectFile } from '../domain/project-files';

/**
 * Writes data/media/news-corpus.jsonl.gz, the corpus bundled as the default news source, from the labelled
 * research corpus: the article fields only, never its labels (entity, adverse, explanation, review).
 *
 *   npm run build && node dist/scripts/bundle-news-corpus.js [../shared/data/media/corpus-dev.jsonl]
 */
const ARTICLE_FIELDS = ['id', 'url', 'headline', 'published_at', 'language', 'author', 'body'] as const;

async function bundle(source: string, target: string): Promise<number> {
  const lines: string[] = [];
  for await (const line of readline.createInterface({
    input: fs.createReadStream(source),
    crlfDelay: Infinity,
  })) {
    if (line.trim() === '') continue;
    const record = JSON.parse(line) as Record<string, unknown>;
    lines.push(
      JSON.stringify(Object.fromEntries(ARTICLE_FIELDS.map((field) => [field, record[field] ?? null]))),
    );
  }
  fs.mkdirSync(projectFile('data', 'media'), { recursive: true });
  // mtime 0 in the gzip header: the same corpus gives the same bytes.
  fs.writeFileSync(target, gzipSync(`${lines.join('\n')}\n`, { level: 9 }));
  return lines.length;
}

const source = process.argv[2] ?? projectFile('..', 'shared', 'data', 'media', 'corpus-dev.jsonl');
const target = projectFile('data', 'media', 'news-corpus.jsonl.gz');
bundle(source, target).then(
  (count) => process.stdout.write(`${JSON.stringify({ file: target, articles: count })}\n`),
  (error: Error) => {
    process.stderr.write(`error: ${error.message}\n`);
    process.exit(1);
  },
);
