import { writeExecutionFixture } from '../support/media-fixtures';
import { startTestService, type TestService } from '../support/test-service';

/**
 * Reading executions with their articles and dispositions costs a fixed number of SQL statements,
 * however many articles there are: every nested list goes through a per-request batch loader.
 */
let service: TestService;
const statements: string[] = [];
let counting = false;
let org: { organisationId: string; userId: string; authorization: string };

beforeAll(async () => {
  service = await startTestService({
    env: { JOBS: 'off', LOAD_BUNDLED_LISTS: 'false' },
    onQuery: (statement) => counting && statements.push(statement),
  });
  org = await service.issueCredential('Statement Bank', 's@statements.example');
}, 60_000);
afterAll(() => service.stop());

const post = (path: string, data: unknown) =>
  service.api().post(path).set('Authorization', org.authorization).send({ data });

/** A search with two completed executions of `articles` articles each. */
async function searchWithArticles(articles: number): Promise<string> {
  const subjectId = (await post('/v1/subjects/create-subject', { name: `Subject ${articles}` })).body.data
    .subject_id;
  const configurationId = (
    await post('/v1/media-searches/configuration/create-configuration', { title: 'T' })
  ).body.data.media_search_configuration_id;
  const searchId = (
    await post('/v1/media-searches/create-search', {
      media_search_configuration_id: configurationId,
      subject_id: subjectId,
      execute_immediately: false,
    })
  ).body.data.media_search_id;
  const search = { id: searchId, organisationId: org.organisationId, userId: org.userId };
  for (let i = 0; i < 2; i++)
    await writeExecutionFixture(service.domain.database.em.fork(), search, articles);
  return searchId;
}

async function statementsOf(path: string): Promise<{ count: number; articles: number }> {
  statements.length = 0;
  counting = true;
  try {
    const response = await service.api().get(path).set('Authorization', org.authorization);
    expect(response.status).toBe(200);
    const executions = response.body.data.media_search.media_search_executions as {
      media_search_articles: unknown[];
    }[];
    return {
      count: statements.length,
      articles: executions.reduce((n, e) => n + e.media_search_articles.length, 0),
    };
  } finally {
    counting = false;
  }
}

describe('the media search aggregate', () => {
  it('reads 2 × 3 and 2 × 40 articles with their dispositions in the same number of statements', async () => {
    const small = await statementsOf(`/v1/media-searches/aggregate/${await searchWithArticles(3)}`);
    const large = await statementsOf(`/v1/media-searches/aggregate/${await searchWithArticles(40)}`);
    expect(small.articles).toBe(6);
    expect(large.articles).toBe(80);
    expect(large.count).toBe(small.count);
    // Credential, search, executions, articles, dispositions, summaries, configuration, subject with places.
    expect(small.count).toBeLessThanOrEqual(9);
  });
});
