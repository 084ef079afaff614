import type { EntityManager } from '@mikro-orm/postgresql';
import { NewsImporter } from '../../domain/media/news/news-importer';

/** A corpus line as `npm run cli -- news import` reads it. */
export interface NewsLine {
  id: string;
  url: string;
  headline: string;
  published_at: string | null;
  language: string | null;
  author: string | null;
  body: string;
}

/**
 * Articles written for the media tests (fictional people and companies, real places): the subject's own
 * misdeeds, a namesake far away, an award, and German reports.
 */
export const NEWS_FIXTURES: NewsLine[] = [
  {
    id: 'fx-hollmann-charged',
    url: 'https://www.example-news.de/wirtschaft/hollmann-fraud-charges?utm_source=feed',
    headline: 'Frankfurt banker Jürgen Hollmann charged with fraud',
    published_at: '2024-03-14T09:30:00Z',
    language: 'en',
    author: 'A. Reporter',
    body:
      'Prosecutors in Frankfurt charged Jürgen Hollmann, 52, a German investment banker, with fraud on Tuesday.\n\n' +
      'Hollmann is accused of diverting 4 million euros of client money into accounts he controlled. ' +
      'He was arrested at his home in Frankfurt am Main and remains in custody.',
  },
  {
    id: 'fx-hollmann-award',
    url: 'https://www.example-news.de/preis/hollmann-award',
    headline: 'Jürgen Hollmann receives anti-corruption award',
    published_at: '2019-06-01T12:00:00Z',
    language: 'en',
    author: null,
    body:
      'Jürgen Hollmann, a banker from Frankfurt, received the annual anti-corruption award on Friday ' +
      'for his work on fraud prevention in German banking.',
  },
  {
    id: 'fx-hollmann-namesake',
    url: 'https://www.example-news.com.au/sport/hollmann-marathon',
    headline: 'Teenager Jurgen Hollmann wins Perth marathon',
    published_at: '2024-02-02T08:00:00Z',
    language: 'en',
    author: null,
    body:
      'Jurgen Hollmann, 17, a high-school student from Perth, Western Australia, won the city marathon on Sunday. ' +
      'The Australian teenager said he had trained for two years.',
  },
  {
    id: 'fx-hollmann-german',
    url: 'https://www.example-zeitung.de/hollmann-anklage',
    headline: 'Anklage gegen Frankfurter Banker Jürgen Hollmann wegen Betrugs',
    published_at: '2024-03-15T07:00:00Z',
    language: null,
    author: null,
    body:
      'Die Staatsanwaltschaft Frankfurt hat Anklage gegen den Banker Jürgen Hollmann wegen Betrugs erhoben. ' +
      'Hollmann soll Kundengelder in Höhe von vier Millionen Euro veruntreut haben. ' +
      'Der 52-Jährige sitzt in Untersuchungshaft.',
  },
  {
    id: 'fx-quarry-fined',
    url: 'https://www.example-news.com/business/quarry-fined',
    headline: 'Quarry operator fined over river pollution',
    published_at: '2024-04-02T10:00:00Z',
    language: 'en',
    author: null,
    body:
      'U.S. Quarry Corp. was fined $4 million on Monday for illegally dumping waste into the Ohio River, ' +
      'the Environmental Protection Agency said.',
  },
  {
    id: 'fx-other-news',
    url: 'https://www.example-news.de/wetter/sturm',
    headline: 'Storm closes Frankfurt airport',
    published_at: '2024-01-10T06:00:00Z',
    language: 'en',
    author: null,
    body: 'A winter storm closed Frankfurt airport for six hours on Wednesday.',
  },
];

/** Imports articles into the service's news corpus, as the CLI would. */
export async function importNews(em: EntityManager, lines: NewsLine[]): Promise<void> {
  async function* jsonLines() {
    for (const line of lines) yield JSON.stringify(line);
  }
  const counts = await new NewsImporter().import(em, jsonLines());
  if (counts.rejected) throw new Error(`${counts.rejected} news fixtures were rejected`);
}
