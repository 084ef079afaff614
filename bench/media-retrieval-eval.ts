import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { BUNDLED_NEWS_FILE } from '../app/load-bundled-news';
import { openDatabase } from '../domain/database/open-database';
import { articleWords } from '../domain/media/news/article-words';
import { openNewsFile } from '../domain/media/news/news-file';
import { NewsImporter } from '../domain/media/news/news-importer';
import type { NameFuzziness, NewsHit } from '../domain/media/news/news-source';
import { PostgresNewsSource } from '../domain/media/news/postgres-news-source';
import { projectFile } from '../domain/project-files';
import { createBenchDatabase } from './bench-database';
import { readWrittenSet, WRITTEN_HELD_BACK_SET, WRITTEN_TRAINING_SETS } from './media-risk-written';

/**
 * Retrieval recall over the labelled corpus: for each subject (entity_name of an individual or organisation)
 * its name is searched in a database holding the whole bundled corpus, and its labelled articles found are
 * counted (`recall`), also among the articles whose words include the name's last word at all
 * (`reachableRecall`: the corpus's subjects include descriptions such as "US government" and articles
 * that never name them). A label naming several subjects is searched by each of their names (see namesIn). Subjects are split by a stable hash of their name: about a quarter is held out, never looked at
 * while tuning (`--misses` lists the missed articles of development subjects only).
 * The written articles of the risk benchmark (media-risk-written.ts) are imported too, and each one's subject
 * searched (`split` "written" for the training sets, "written held back" for the held-back set): invented
 * names of many countries and legal forms, each written as a journalist would ("der TSV Grünwiesen" for
 * TSV Grünwiesen 1908 e.V., "Mauricio Arriaga" for Mauricio Esteban Arriaga Solís).
 *
 *   npm run build && node dist/bench/media-retrieval-eval.js [--misses]
 */
const LABELS =
  process.env.MEDIA_CORPUS_LABELS ?? projectFile('..', 'shared', 'data', 'media', 'corpus-dev.jsonl');
const FUZZINESS: NameFuzziness[] = ['STRICT', 'STANDARD', 'BROAD'];
const LIMIT = 1500;

interface Subject {
  name: string;
  /** The people or organisations the label names (see namesIn). */
  names: string[];
  type: 'INDIVIDUAL' | 'ORGANISATION';
  articleIds: Set<string>;
  /** Its articles whose words include the name's last word (folded): the ones a name search can find. */
  reachableIds: Set<string>;
}

/** Held out: the subjects whose name's sha1 starts with a byte below 64 (a quarter). */
export function isHeldOut(entityName: string): boolean {
  return createHash('sha1').update(entityName).digest()[0] < 64;
}

/**
 * The names a label holds: some name several subjects ("Google, IBM", "Steve Bannon and Guo Wengui"), whom a
 * user would screen one by one. "and" or "&" joins two names only when both sides have two words or more
 * ("Securities and Exchange Commission" is one name).
 */
export function namesIn(label: string): string[] {
  return label
    .split(/[,;]/)
    .map((part) => part.trim().replace(/^(?:and|&)\s+/i, ''))
    .filter((part) => part !== '')
    .flatMap((part) => {
      const joined = part.split(/\s+(?:and|&)\s+/i);
      return joined.every((name) => name.trim().split(/\s+/).length >= 2) ? joined : [part];
    })
    .map((name) => name.trim());
}

/** The subjects of the labelled corpus with the ids of their articles. */
export function readSubjects(): Subject[] {
  const subjects = new Map<string, Subject>();
  for (const line of fs.readFileSync(LABELS, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const row = JSON.parse(line) as {
      id: string;
      entity_name: string | null;
      entity_type: string | null;
      headline: string;
      body: string;
    };
    if (!row.entity_name || (row.entity_type !== 'individual' && row.entity_type !== 'organisation'))
      continue;
    const type = row.entity_type === 'individual' ? 'INDIVIDUAL' : 'ORGANISATION';
    const key = `${type}:${row.entity_name}`;
    const subject = subjects.get(key) ?? {
      name: row.entity_name,
      names: namesIn(row.entity_name),
      type,
      articleIds: new Set<string>(),
      reachableIds: new Set<string>(),
    };
    subject.articleIds.add(row.id);
    const lastWords = subject.names.map((name) => articleWords(name).at(-1)?.text);
    const words = new Set(articleWords(`${row.headline}\n\n${row.body}`).map((word) => word.text));
    if (lastWords.some((word) => word && words.has(word))) subject.reachableIds.add(row.id);
    subjects.set(key, subject);
  }
  return [...subjects.values()];
}

interface WrittenSubject {
  names: string[];
  type: 'INDIVIDUAL' | 'ORGANISATION';
  /** Where its one article is stored. */
  url: string;
  headline: string;
  body: string;
  language: 'en' | 'de';
  heldBack: boolean;
}

/** The written articles' subjects, each with its article. */
function writtenSubjects(): WrittenSubject[] {
  return [...WRITTEN_TRAINING_SETS, WRITTEN_HELD_BACK_SET].flatMap((file) =>
    readWrittenSet(file).map((example, i) => ({
      names: example.subject.names,
      type: example.subject.type === 'ORGANISATION' ? 'ORGANISATION' : 'INDIVIDUAL',
      url: `https://written.example/${file}/${i}`,
      headline: example.article.headline,
      body: example.article.body,
      language: example.article.language === 'de' ? 'de' : 'en',
      heldBack: file === WRITTEN_HELD_BACK_SET,
    })),
  );
}

async function* writtenLines(subjects: readonly WrittenSubject[]) {
  for (const subject of subjects) {
    yield JSON.stringify({
      url: subject.url,
      headline: subject.headline,
      body: subject.body,
      language: subject.language,
      published_at: null,
      author: null,
    });
  }
}

/** The subject's name searched as an execution searches it, without keywords, language or date. */
export function searchSubject(
  source: PostgresNewsSource,
  subject: Pick<Subject, 'names' | 'type'>,
  fuzziness: NameFuzziness,
  limit: number,
) {
  return source.search({
    names: subject.names,
    subjectType: subject.type,
    fuzziness,
    keywords: [],
    language: null,
    publishedAfter: null,
    limit,
  });
}

/** Each subject searched in turn and its hits handed to `read`: the mean hits and the median time. */
async function searchEach<S extends Pick<Subject, 'names' | 'type'>>(
  source: PostgresNewsSource,
  subjects: readonly S[],
  fuzziness: NameFuzziness,
  read: (subject: S, hits: NewsHit[]) => void,
) {
  let hitCount = 0;
  const times: number[] = [];
  for (const subject of subjects) {
    const started = performance.now();
    const hits = await searchSubject(source, subject, fuzziness, LIMIT);
    times.push(performance.now() - started);
    hitCount += hits.length;
    read(subject, hits);
  }
  times.sort((a, b) => a - b);
  return {
    meanHits: Math.round((hitCount / subjects.length) * 10) / 10,
    p50Ms: Math.round(times[Math.floor(times.length / 2)] * 10) / 10,
  };
}

export interface RetrievalRecall {
  fuzziness: NameFuzziness;
  split: 'dev' | 'held-out' | 'written' | 'written held back';
  subjects: number;
  articles: number;
  found: number;
  recall: number;
  /** Articles whose words include the name's last word, and the recall among them. */
  reachable: number;
  reachableRecall: number;
  /**
   * The recall if the search also found every reachable article it misses: what is left are labelled
   * articles that never write the name's last word (labels such as "US" or "Spanish", the subject only as
   * the author's byline, pages without the person), which a search by the subject's name cannot find.
   */
  ceiling: number;
  /** Hits per search: what the subject matcher has to sift. */
  meanHits: number;
  p50Ms: number;
}

export async function evaluateRetrieval(showMisses: boolean): Promise<RetrievalRecall[]> {
  const target = await createBenchDatabase();
  const database = await openDatabase({ url: target.url, poolMax: 4 });
  try {
    const file = await openNewsFile(BUNDLED_NEWS_FILE);
    await new NewsImporter().import(database.em.fork(), file.lines);
    const source = new PostgresNewsSource(() => database.em.fork());
    const subjects = readSubjects();
    const results: RetrievalRecall[] = [];
    for (const fuzziness of FUZZINESS) {
      for (const split of ['dev', 'held-out'] as const) {
        const chosen = subjects.filter((s) => isHeldOut(s.name) === (split === 'held-out'));
        let articles = 0;
        let found = 0;
        let reachable = 0;
        let reachableFound = 0;
        let foundOrReachable = 0;
        const searched = await searchEach(source, chosen, fuzziness, (subject, hits) => {
          const ids = new Set(hits.map((hit) => hit.article.id));
          articles += subject.articleIds.size;
          reachable += subject.reachableIds.size;
          for (const id of subject.reachableIds) if (ids.has(id)) reachableFound++;
          for (const id of subject.articleIds) {
            if (ids.has(id) || subject.reachableIds.has(id)) foundOrReachable++;
            if (ids.has(id)) found++;
            else if (showMisses && split === 'dev' && fuzziness === 'STANDARD') {
              process.stderr.write(`miss ${subject.type} "${subject.name}" ${id}\n`);
            }
          }
        });
        results.push({
          fuzziness,
          split,
          subjects: chosen.length,
          articles,
          found,
          recall: Math.round((found / articles) * 1000) / 1000,
          reachable,
          reachableRecall: Math.round((reachableFound / reachable) * 1000) / 1000,
          ceiling: Math.round((foundOrReachable / articles) * 1000) / 1000,
          ...searched,
        });
      }
    }
    // Imported after the corpus's searches, whose hits they would otherwise add to.
    const written = writtenSubjects();
    await new NewsImporter().import(database.em.fork(), writtenLines(written));
    for (const fuzziness of FUZZINESS) {
      for (const split of ['written', 'written held back'] as const) {
        const chosen = written.filter((subject) => subject.heldBack === (split === 'written held back'));
        let found = 0;
        const searched = await searchEach(source, chosen, fuzziness, (subject, hits) => {
          if (hits.some((hit) => hit.article.url === subject.url)) found++;
          else if (showMisses && !subject.heldBack && fuzziness === 'STANDARD') {
            process.stderr.write(`miss ${subject.type} "${subject.names[0]}" ${subject.url}\n`);
          }
        });
        const recall = Math.round((found / chosen.length) * 1000) / 1000;
        results.push({
          fuzziness,
          split,
          subjects: chosen.length,
          articles: chosen.length,
          found,
          recall,
          reachable: chosen.length,
          reachableRecall: recall,
          ceiling: 1,
          ...searched,
        });
      }
    }
    return results;
  } finally {
    await database.close(true);
    await target.drop();
  }
}

if (require.main === module) {
  evaluateRetrieval(process.argv.includes('--misses')).then(
    (results) => {
      for (const result of results) process.stdout.write(`${JSON.stringify(result)}\n`);
    },
    (error: Error) => {
      process.stderr.write(`${error.stack}\n`);
      process.exit(1);
    },
  );
}
