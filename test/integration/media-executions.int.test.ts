import type { EntityManager } from '@mikro-orm/postgresql';
import { JOB_QUEUES } from '../../domain/jobs/job-queue';
import { importNews, NEWS_FIXTURES } from '../support/news-fixtures';
import { startTestService, type TestService } from '../support/test-service';

/**
 * Media search executions from the API's side: what they find, how they judge it, what carries over, and
 * how they run as jobs (states, a run lost with its process, a failing source).
 */
type Credential = { organisationId: string; userId: string; authorization: string };

async function setUp(service: TestService): Promise<Credential> {
  await importNews(em(service), NEWS_FIXTURES);
  return service.issueCredential('Media Bank', 'analyst@media.example');
}

const em = (service: TestService) => service.domain.database.em.fork() as EntityManager;

function client(service: TestService, credential: Credential) {
  const post = (path: string, data: unknown) =>
    service.api().post(path).set('Authorization', credential.authorization).send({ data });
  const get = (path: string) => service.api().get(path).set('Authorization', credential.authorization);
  return {
    post,
    get,
    async subject(data: Record<string, unknown>): Promise<string> {
      const response = await post('/v1/subjects/create-subject', data);
      expect(response.status).toBe(201);
      return response.body.data.subject_id;
    },
    async configuration(data: Record<string, unknown> = {}): Promise<string> {
      const response = await post('/v1/media-searches/configuration/create-configuration', {
        title: 'Onboarding',
        ...data,
      });
      expect(response.status).toBe(201);
      return response.body.data.media_search_configuration_id;
    },
    async search(subjectId: string, configurationId: string) {
      const response = await post('/v1/media-searches/create-search', {
        subject_id: subjectId,
        media_search_configuration_id: configurationId,
        execute_immediately: true,
      });
      expect(response.status).toBe(201);
      return response.body.data as { media_search_id: string; media_search_execution_id: string };
    },
    async execution(id: string, query = '') {
      const response = await get(`/v1/media-searches/execution/${id}${query}`);
      expect(response.status).toBe(200);
      return response.body.data;
    },
    async articles(id: string, query = ''): Promise<ArticleView[]> {
      return articlesOf(await this.execution(id, query));
    },
  };
}

const HOLLMANN = {
  name: 'Jürgen Hollmann',
  type: 'INDIVIDUAL',
  nationalities: ['DE'],
  date_of_birth: '1971-08-02',
  places: [{ place: 'Frankfurt am Main, Germany', description: 'residence' }],
};

interface ArticleView {
  media_search_article_id: string;
  url: string;
  headline: string;
  rank: number;
  seen_before: boolean;
  subject_match: { match_score: number; match_type: string };
  risk_assessment: { adverse: boolean; categories: string[]; evidence: string[] };
  dispositions: {
    risk: string;
    origin: string;
    justification: string;
    risk_categories: string[];
    carried_over_from_disposition_id: string | null;
  }[];
}

const articlesOf = (execution: { media_article_aggregates: { media_article: ArticleView }[] }) =>
  execution.media_article_aggregates.map((a) => a.media_article);

const byUrlPart = (articles: ArticleView[], part: string) => {
  const found = articles.find((a) => a.url.includes(part));
  if (!found) throw new Error(`no article ${part} among ${articles.map((a) => a.url).join(', ')}`);
  return found;
};

describe('an execution run directly (no job queue)', () => {
  let service: TestService;
  let api: ReturnType<typeof client>;

  beforeAll(async () => {
    service = await startTestService({
      env: { JOBS: 'off', LOAD_BUNDLED_LISTS: 'false' },
    });
    api = client(service, await setUp(service));
  }, 60_000);
  afterAll(() => service.stop());

  const run = (executionId: string) => service.domain.mediaExecutions.run(em(service), executionId);

  it('finds the subject’s articles, ranks its own misdeeds first and judges each one', async () => {
    const subjectId = await api.subject(HOLLMANN);
    const configurationId = await api.configuration({ max_number_of_results: 10 });
    const { media_search_execution_id: executionId } = await api.search(subjectId, configurationId);
    expect((await api.execution(executionId)).status).toBe('INITIATED');

    expect(await run(executionId)).toBe(true);
    const execution = await api.execution(executionId);
    expect(execution.status).toBe('COMPLETED');
    expect(execution.media_search_config.media_search_configuration_version).toBe(1);
    const articles = articlesOf(execution);
    const urls = articles.map((a) => a.url);
    expect(urls).toEqual(expect.arrayContaining([expect.stringContaining('hollmann-fraud-charges')]));
    expect(urls.some((u) => u.includes('wetter'))).toBe(false);
    expect(articles.map((a) => a.rank)).toEqual(articles.map((_, i) => i + 1));

    const charged = byUrlPart(articles, 'hollmann-fraud-charges');
    const namesake = byUrlPart(articles, 'marathon');
    const award = byUrlPart(articles, 'hollmann-award');
    // The Perth teenager shares the name only: a far-away place, another nationality, an impossible age.
    expect(namesake.subject_match.match_score).toBeLessThan(charged.subject_match.match_score);
    expect(charged.rank).toBeLessThan(namesake.rank);
    expect(charged.rank).toBeLessThan(award.rank);
    expect(charged.risk_assessment.adverse).toBe(true);
    expect(charged.risk_assessment.categories).toContain('Fraud');
    expect(award.risk_assessment.adverse).toBe(false);

    // Automatic dispositions (on by default, threshold 7): the sure and adverse one is RISKY, quoting why.
    const decision = charged.dispositions[0];
    expect(decision).toMatchObject({
      risk: 'RISKY',
      origin: 'AUTOMATIC',
      carried_over_from_disposition_id: null,
    });
    expect(decision.risk_categories).toContain('Fraud');
    expect(decision.justification).toContain('> ');
    expect(decision.justification).toMatch(/charged|fraud/i);
    expect(award.dispositions[0]?.risk).toBe('NOT_RISKY');
    expect(namesake.dispositions[0]).toMatchObject({ risk: 'UNDETERMINED', origin: 'AUTOMATIC' });
    expect(namesake.dispositions[0].justification).toMatch(/below the threshold/);

    // The summary names the decisive article.
    const search = await api.get(`/v1/media-searches/aggregate/${execution.media_search_id}`);
    expect(search.status).toBe(200);
    const summary = search.body.data.media_search.media_search_summaries[0];
    expect(summary).toMatchObject({ risky: true, origin: 'AUTOMATIC' });
    expect(summary.risk_categories).toContain('Fraud');
    expect(summary.summary).toContain(charged.headline);
  });

  it('reads a German article without a language field as German and judges it', async () => {
    const subjectId = await api.subject(HOLLMANN);
    const configurationId = await api.configuration({ language: 'de' });
    const { media_search_execution_id: executionId } = await api.search(subjectId, configurationId);
    await run(executionId);
    const articles = await api.articles(executionId);
    expect(articles.map((a) => a.url)).toEqual(['https://www.example-zeitung.de/hollmann-anklage']);
    expect(articles[0].risk_assessment.adverse).toBe(true);
    expect(articles[0].risk_assessment.categories).toContain('Fraud');
  });

  it('keeps an execution as it was found when the corpus changes later', async () => {
    const subjectId = await api.subject(HOLLMANN);
    const { media_search_execution_id: executionId } = await api.search(subjectId, await api.configuration());
    await run(executionId);
    const before = await api.execution(executionId);
    const connection = em(service).getConnection();
    await connection.execute(
      `update news_article set headline = headline || ' (updated)' where url like '%hollmann%'`,
    );
    try {
      expect(await api.execution(executionId)).toEqual(before);
    } finally {
      await connection.execute(
        `update news_article set headline = left(headline, -10) where headline like '% (updated)'`,
      );
    }
  });

  it('narrows to keywords, filters by look-back period and caps the number of results', async () => {
    const subjectId = await api.subject(HOLLMANN);
    const narrowed = await api.search(subjectId, await api.configuration({ keywords: ['marathon'] }));
    await run(narrowed.media_search_execution_id);
    const narrowedUrls = (await api.articles(narrowed.media_search_execution_id)).map((a) => a.url);
    expect(narrowedUrls).toEqual(['https://www.example-news.com.au/sport/hollmann-marathon']);

    const recent = await api.search(
      subjectId,
      await api.configuration({ look_back_period: { days: 365 * 3, is_active: true } }),
    );
    await run(recent.media_search_execution_id);
    const recentUrls = (await api.articles(recent.media_search_execution_id)).map((a) => a.url);
    expect(recentUrls.some((u) => u.includes('award'))).toBe(false);
    expect(recentUrls.some((u) => u.includes('fraud-charges'))).toBe(true);

    const capped = await api.search(subjectId, await api.configuration({ max_number_of_results: 1 }));
    await run(capped.media_search_execution_id);
    const cappedArticles = await api.articles(capped.media_search_execution_id);
    expect(cappedArticles).toHaveLength(1);
    expect(cappedArticles[0].url).toContain('hollmann');
  });

  it('finds a subject written differently only as far as its fuzziness allows', async () => {
    const subjectId = await api.subject({ name: 'Hollmann, Jürgen', type: 'INDIVIDUAL' });
    const strict = await api.search(subjectId, await api.configuration({ subject_names_fuzzy: 'STRICT' }));
    const standard = await api.search(
      subjectId,
      await api.configuration({ subject_names_fuzzy: 'STANDARD' }),
    );
    await run(strict.media_search_execution_id);
    await run(standard.media_search_execution_id);
    expect(await api.articles(strict.media_search_execution_id)).toHaveLength(0);
    const found = await api.articles(standard.media_search_execution_id);
    expect(found.map((a) => a.url)).toEqual(
      expect.arrayContaining([expect.stringContaining('fraud-charges')]),
    );
  });

  it('judges an article by the form the search found the subject in (an initialism with full stops)', async () => {
    const subjectId = await api.subject({ name: 'US Quarry Corp', type: 'ORGANISATION' });
    const { media_search_execution_id: executionId } = await api.search(
      subjectId,
      await api.configuration({ subject_names_fuzzy: 'STANDARD' }),
    );
    await run(executionId);
    const [found] = await api.articles(executionId);
    expect(found.url).toContain('quarry-fined');
    expect(found.risk_assessment.adverse).toBe(true);
    expect(found.risk_assessment.categories).toContain('Environmental Abuse');
    expect(found.risk_assessment.evidence[0]).toMatch(/^U\.S\. Quarry Corp\. was fined/);
  });

  it('carries an analyst’s decision into the next execution and marks articles seen before', async () => {
    const subjectId = await api.subject(HOLLMANN);
    const { media_search_id: searchId, media_search_execution_id: first } = await api.search(
      subjectId,
      await api.configuration(),
    );
    await run(first);
    const award = byUrlPart(await api.articles(first), 'hollmann-award');
    expect(award.seen_before).toBe(false);
    const override = await api.post('/v1/media-search-articles/override-disposition', {
      media_search_article_id: award.media_search_article_id,
      risk: 'RISKY',
      risk_categories: ['Corruption'],
      justification: 'Award was **revoked** in 2021, see our file.',
    });
    expect(override.status).toBe(201);
    const decisionId = override.body.data.media_search_article_disposition_id;

    const again = await api.post('/v1/media-searches/execute-media-search', { media_search_id: searchId });
    expect(again.status).toBe(201);
    const second = again.body.data.media_search_execution_id as string;
    await run(second);
    const articles = await api.articles(second, '?remove_markdown=true');
    expect(articles.every((a) => a.seen_before)).toBe(true);
    const carried = byUrlPart(articles, 'hollmann-award');
    expect(carried.dispositions).toHaveLength(1);
    expect(carried.dispositions[0]).toMatchObject({
      risk: 'RISKY',
      origin: 'ANALYST',
      risk_categories: ['Corruption'],
      justification: 'Award was revoked in 2021, see our file.',
      carried_over_from_disposition_id: decisionId,
    });
    // Articles without an analyst's decision are judged anew, automatically.
    expect(byUrlPart(articles, 'fraud-charges').dispositions[0].origin).toBe('AUTOMATIC');
  });
});

describe('executions as jobs', () => {
  const JOB_ENV = {
    LOAD_BUNDLED_LISTS: 'false',
    JOB_POLLING_SECONDS: '0.5',
    JOB_MAINTENANCE_SECONDS: '1',
    MEDIA_EXECUTION_TIMEOUT_SECONDS: '3',
    MEDIA_EXECUTION_RETRIES: '1',
  };

  async function waitForStatus(api: ReturnType<typeof client>, id: string, statuses: string[], ms = 40_000) {
    const until = Date.now() + ms;
    for (;;) {
      const execution = await api.execution(id);
      if (statuses.includes(execution.status)) return execution;
      if (Date.now() > until) throw new Error(`execution ${id} still ${execution.status}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  it('goes from INITIATED through IN_PROGRESS to COMPLETED', async () => {
    const service = await startTestService({ env: JOB_ENV });
    try {
      const api = client(service, await setUp(service));
      const seen = new Set<string>();
      const { media_search_execution_id: id } = await api.search(
        await api.subject(HOLLMANN),
        await api.configuration(),
      );
      const until = Date.now() + 30_000;
      let status = '';
      while (status !== 'COMPLETED' && Date.now() < until) {
        status = (await api.execution(id)).status;
        seen.add(status);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(status).toBe('COMPLETED');
      expect(seen.has('INITIATED') || seen.has('IN_PROGRESS')).toBe(true);
      expect((await api.articles(id)).length).toBeGreaterThan(0);
    } finally {
      await service.stop();
    }
  }, 60_000);

  it('completes a run whose worker died mid-way (kill -9) once, without duplicate articles', async () => {
    const first = await startTestService({ env: { ...JOB_ENV, JOBS: 'off' } });
    const api = client(first, await setUp(first));
    const { media_search_execution_id: id } = await api.search(
      await api.subject(HOLLMANN),
      await api.configuration(),
    );
    // What a killed worker leaves behind: its job active in pg-boss, the execution IN_PROGRESS, nothing written.
    const boss = await first.domain.jobQueue.boss();
    const [taken] = await boss.fetch(JOB_QUEUES.mediaExecution);
    expect(taken.data).toEqual({ executionId: id });
    await em(first)
      .getConnection()
      .execute(`update media_search_execution set status = 'IN_PROGRESS', attempts = 1 where id = '${id}'`);

    const restarted = await startTestService({ env: JOB_ENV, sharedDatabaseUrl: first.databaseUrl });
    try {
      const again = client(restarted, await restarted.issueCredential('Media Bank', 'analyst@media.example'));
      const done = await waitForStatus(again, id, ['COMPLETED', 'FAILED']);
      expect(done.status).toBe('COMPLETED');
      const urls = articlesOf(done).map((a) => a.url);
      expect(new Set(urls).size).toBe(urls.length);
      const [{ n }] = await em(restarted)
        .getConnection()
        .execute(`select count(*)::int as n from media_search_article where execution_id = '${id}'`);
      expect(n).toBe(urls.length);
      const [{ attempts }] = await em(restarted)
        .getConnection()
        .execute(`select attempts from media_search_execution where id = '${id}'`);
      expect(attempts).toBe(2);
    } finally {
      await restarted.close();
      await first.stop();
    }
  }, 90_000);

  it('retries a run whose news source fails, then marks it FAILED with the reason', async () => {
    const service = await startTestService({ env: JOB_ENV });
    try {
      const api = client(service, await setUp(service));
      await em(service).getConnection().execute('alter table news_article rename to news_article_away');
      const { media_search_execution_id: id } = await api.search(
        await api.subject(HOLLMANN),
        await api.configuration(),
      );
      const failed = await waitForStatus(api, id, ['FAILED', 'COMPLETED']);
      expect(failed.status).toBe('FAILED');
      expect(failed.failure_reason).toBe('the news source "corpus" could not be searched');
      expect(failed.media_article_aggregates).toEqual([]);
      const [{ attempts }] = await em(service)
        .getConnection()
        .execute(`select attempts from media_search_execution where id = '${id}'`);
      expect(attempts).toBe(2);
      // The source is back: a new execution of the same search completes.
      await em(service).getConnection().execute('alter table news_article_away rename to news_article');
      const again = await api.post('/v1/media-searches/execute-media-search', {
        media_search_id: failed.media_search_id,
      });
      expect(
        (await waitForStatus(api, again.body.data.media_search_execution_id, ['COMPLETED', 'FAILED'])).status,
      ).toBe('COMPLETED');
    } finally {
      await service.stop();
    }
  }, 90_000);
});
