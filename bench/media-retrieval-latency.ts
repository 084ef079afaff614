import { openDatabase } from '../domain/database/open-database';
import type { NameFuzziness } from '../domain/media/news/news-source';
import { NewsImporter } from '../domain/media/news/news-importer';
import { PostgresNewsSource } from '../domain/media/news/postgres-news-source';
import { createBenchDatabase } from './bench-database';
import { readSubjects, searchSubject } from './media-retrieval-eval';
import { buildSyntheticCorpus } from './media-synthetic-corpus';

/**
 * One PostgresNewsSource.search per subject of the labelled corpus on a synthetic corpus of ARTICLES
 * articles (default 100,000), per fuzziness, as an execution asks (limit 150 = 3 × 50 results):
 * p50 / p90 / p99 in milliseconds.
 *
 *   npm run build && node dist/bench/media-retrieval-latency.js [ARTICLES]
 */
const FUZZINESS: NameFuzziness[] = ['STRICT', 'STANDARD', 'BROAD'];

async function main(count: number): Promise<void> {
  const target = await createBenchDatabase();
  const database = await openDatabase({ url: target.url, poolMax: 4 });
  try {
    const started = Date.now();
    const corpus = buildSyntheticCorpus(count);
    async function* lines() {
      for (const line of corpus) yield JSON.stringify(line);
    }
    const counts = await new NewsImporter().import(database.em.fork(), lines());
    await database.em.fork().getConnection().execute('vacuum analyze news_article');
    process.stdout.write(`${JSON.stringify({ ...counts, importSeconds: (Date.now() - started) / 1000 })}\n`);
    const source = new PostgresNewsSource(() => database.em.fork());
    const subjects = readSubjects();
    for (const fuzziness of FUZZINESS) {
      const times: number[] = [];
      let hits = 0;
      for (const subject of subjects) {
        const begun = performance.now();
        const found = await searchSubject(source, subject, fuzziness, 150);
        times.push(performance.now() - begun);
        hits += found.length;
      }
      times.sort((a, b) => a - b);
      const at = (q: number) =>
        Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] * 10) / 10;
      process.stdout.write(
        `${JSON.stringify({ fuzziness, searches: times.length, meanHits: Math.round((hits / times.length) * 10) / 10, p50Ms: at(0.5), p90Ms: at(0.9), p99Ms: at(0.99) })}\n`,
      );
    }
  } finally {
    await database.close(true);
    await target.drop();
  }
}

main(Number(process.argv[2] ?? 100_000)).catch((error: Error) => {
  process.stderr.write(`${error.stack}\n`);
  process.exit(1);
});
