import 'reflect-metadata';
import type { EntityManager } from '@mikro-orm/postgresql';
import pino from 'pino';
import { loadConfig } from '../app/config';
import { createService } from '../app/create-service';
import { queryRows, sql } from '../domain/database/sql';
import { NewsImporter } from '../domain/media/news/news-importer';
import { createBenchDatabase } from './bench-database';
import { buildSyntheticCorpus } from './media-synthetic-corpus';

/**
 * Media search executions on a corpus of 100,000 articles (bench/media-synthetic-corpus.ts): each execution
 * searches the subject's names (STANDARD), matches and assesses up to 150 candidates, ranks them and writes
 * the 50 best with their dispositions and summary, run directly (no job queue wait). Beside it, the
 * baseline: a plain PostgreSQL full-text phrase query for the same name on the same table (GIN index,
 * ranked, 150 rows), which finds articles but neither judges nor stores anything.
 * Targets: execution p50 ≤ 1 s, p99 ≤ 3 s.
 */
const SUBJECTS: { name: string; type: 'INDIVIDUAL' | 'ORGANISATION' }[] = [
  ...[
    'Donald Trump',
    'John McAfee',
    'Roman Abramovich',
    'Vijay Mallya',
    'Paul Manafort',
    'Najib Razak',
    'Benjamin Netanyahu',
    'Robert Mugabe',
    'Petro Poroshenko',
    'Imran Khan',
    'Bashar al-Assad',
    'Wilbur Ross',
    'Jean Chrétien',
    'Derek Chauvin',
    'Lamine Diack',
    'Rami Makhlouf',
    'Shaukat Aziz',
    'Duncan Hunter',
    'Erika Mustermann',
    'Jürgen Hollmann',
  ].map((name) => ({ name, type: 'INDIVIDUAL' as const })),
  ...[
    'HSBC',
    'Goldman Sachs',
    'Odebrecht',
    'Westpac',
    'Danske Bank',
    'Deutsche Bank',
    'Wirecard',
    'Siemens',
    'Muster Handels GmbH',
    'Satyam',
  ].map((name) => ({ name, type: 'ORGANISATION' as const })),
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (ms: number) => Math.round(ms * 10) / 10;

export async function benchMediaExecution(options = { articles: 100_000, rounds: 2 }) {
  const database = await createBenchDatabase();
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'warn',
    LOAD_BUNDLED_LISTS: 'false',
    LOAD_BUNDLED_NEWS: 'false',
    LOAD_SITE_CONTENT: 'false',
    JOBS: 'off',
  });
  const service = await createService(config, { databaseUrl: database.url, logger: pino({ level: 'warn' }) });
  const em = () => service.domain.database.em.fork() as EntityManager;
  try {
    const importStarted = Date.now();
    const lines = buildSyntheticCorpus(options.articles).map((line) => JSON.stringify(line));
    const counts = await new NewsImporter().import(
      em(),
      (async function* () {
        yield* lines;
      })(),
    );
    if (counts.rejected) throw new Error(`${counts.rejected} corpus lines were rejected`);
    await em().getConnection().execute('analyze news_article');
    const importSeconds = (Date.now() - importStarted) / 1000;

    const { organisationId, userId } = await service.domain.credentials.issue(
      em(),
      'Bench Bank',
      'bench@bank.example',
    );
    const caller = { organisationId, userId, credentialId: 'bench' };
    const configurationId = await service.domain.mediaSearches.createConfiguration(em(), caller, {
      title: 'Bench',
    });
    const searches: { searchId: string; name: string }[] = [];
    for (const subject of SUBJECTS) {
      const { id: subjectId } = await service.domain.subjects.create(em(), caller, subject);
      const { searchId } = await service.domain.mediaSearches.createSearch(em(), caller, {
        subjectId,
        configurationId,
        executeImmediately: false,
      });
      searches.push({ searchId, name: subject.name });
    }

    const run = async (searchId: string) => {
      const executionId = await service.domain.mediaSearches.executeSearch(em(), caller, searchId);
      const started = process.hrtime.bigint();
      await service.domain.mediaExecutions.run(em(), executionId);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    // The first execution loads the gazetteer and the risk model: a cold start, reported apart.
    const coldMs = await run(searches[0].searchId);
    const times: number[] = [];
    for (let r = 0; r < options.rounds; r++) {
      for (const search of searches) times.push(await run(search.searchId));
    }

    const baseline: number[] = [];
    for (let r = 0; r < options.rounds; r++) {
      for (const search of searches) {
        const started = process.hrtime.bigint();
        await queryRows(
          em(),
          sql`select id, headline, url from news_article
              where keyword_terms @@ phraseto_tsquery('simple', ${search.name})
              order by ts_rank(keyword_terms, phraseto_tsquery('simple', ${search.name})) desc
              limit 150`,
          (row: { id: string }) => row.id,
        );
        baseline.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
    }
    const articlesPerExecution = await queryRows(
      em(),
      sql`select count(*)::int as n from media_search_article group by execution_id`,
      (row: { n: number }) => row.n,
    );
    times.sort((a, b) => a - b);
    baseline.sort((a, b) => a - b);
    const p50 = percentile(times, 50);
    const p99 = percentile(times, 99);
    const report = {
      benchmark: 'media search execution',
      corpus_articles: counts.imported,
      import_seconds: Math.round(importSeconds),
      executions: times.length,
      mean_articles_kept: Math.round(
        articlesPerExecution.reduce((a, b) => a + b, 0) / articlesPerExecution.length,
      ),
      cold_start_ms: round(coldMs),
      execution_p50_ms: round(p50),
      execution_p99_ms: round(p99),
      baseline_fulltext_p50_ms: round(percentile(baseline, 50)),
      baseline_fulltext_p99_ms: round(percentile(baseline, 99)),
      ratio_p50_to_baseline: Number((p50 / percentile(baseline, 50)).toFixed(1)),
      target: 'p50 <= 1000 ms, p99 <= 3000 ms',
      met: p50 <= 1000 && p99 <= 3000,
    };
    console.log(JSON.stringify(report));
    return report;
  } finally {
    await service.close();
    await database.drop();
  }
}

if (require.main === module) {
  const articles = Number(process.argv[2] ?? 100_000);
  benchMediaExecution({ articles, rounds: 2 }).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
