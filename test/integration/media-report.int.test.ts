import http from 'node:http';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { EntityManager } from '@mikro-orm/postgresql';
import { expectErrorBody } from '../support/expectations';
import { importNews, NEWS_FIXTURES } from '../support/news-fixtures';
import { pdfText } from '../support/pdf-text';
import { startTestService, type TestService } from '../support/test-service';

/**
 * The media search PDF report as an analyst files it: read back as text, with what it must hold, what
 * `remove_personal_data` takes out, and untrusted article text that can neither run nor fetch anything.
 */
type Credential = { organisationId: string; userId: string; authorization: string };

const BASE = '/v1/media-searches';
const HOLLMANN = {
  name: 'Jürgen Hollmann',
  type: 'INDIVIDUAL',
  nationalities: ['DE'],
  date_of_birth: '1971-08-02',
  places: [{ place: 'Frankfurt am Main, Germany', description: 'residence' }],
};

/** The service's heap and buffers (it runs in this process) after a full collection. */
function serviceHeapMb(): number {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
  const { heapUsed, external } = process.memoryUsage();
  return (heapUsed + external) / 2 ** 20;
}

describe('the media search PDF report', () => {
  let service: TestService;
  let credential: Credential;
  let other: Credential;
  /** A server the report's page would fetch from if a request got through. */
  let tracker: http.Server;
  let trackerUrl: string;
  const trackerHits: string[] = [];
  const blocked: string[] = [];
  let searchId: string;
  let executionId: string;

  const em = () => service.domain.database.em.fork() as EntityManager;
  const post = (path: string, data: unknown) =>
    service.api().post(path).set('Authorization', credential.authorization).send({ data });
  const getPdf = (id: string, query = '', authorization = credential.authorization) =>
    service.api().get(`${BASE}/${id}/pdf${query}`).set('Authorization', authorization).responseType('blob');
  /** An error answer is the contract's JSON body. */
  const getError = (id: string, query = '', authorization = credential.authorization) =>
    service.api().get(`${BASE}/${id}/pdf${query}`).set('Authorization', authorization);
  async function report(query = '') {
    const response = await getPdf(searchId, query);
    expect(response.status).toBe(200);
    return pdfText(response.body as Buffer);
  }

  beforeAll(async () => {
    tracker = http.createServer((req, res) => {
      trackerHits.push(req.url ?? '');
      res.end();
    });
    await new Promise<void>((resolve) => tracker.listen(0, '127.0.0.1', resolve));
    trackerUrl = `http://127.0.0.1:${(tracker.address() as AddressInfo).port}`;
    service = await startTestService({
      env: { JOBS: 'off', LOAD_BUNDLED_LISTS: 'false' },
      onBlockedPdfRequest: (url) => blocked.push(url),
    });
    await importNews(em(), [
      ...NEWS_FIXTURES,
      {
        id: 'fx-hollmann-hostile',
        url: 'https://www.example-news.de/wirtschaft/hollmann-hostile',
        headline: `Jürgen Hollmann fraud <script>document.title='pwned'</script><img src="${trackerUrl}/headline.png">`,
        published_at: '2024-03-20T09:30:00Z',
        language: 'en',
        author: null,
        body: 'Prosecutors in Frankfurt said Jürgen Hollmann, a German banker, is accused of fraud.',
      },
    ]);
    credential = await service.issueCredential('Media Bank', 'analyst@media.example');
    other = await service.issueCredential('Other Bank', 'someone@other.example');

    const subject = await post('/v1/subjects/create-subject', HOLLMANN);
    const configuration = await post(`${BASE}/configuration/create-configuration`, {
      title: 'Onboarding',
      reference: 'KYC-7',
      language: 'en',
      keywords: ['fraud'],
      risk_categories: ['Fraud', 'Money Laundering'],
      disambiguation_auto_risk_assessment: { active: true, threshold: 6 },
    });
    const created = await post(`${BASE}/create-search`, {
      subject_id: subject.body.data.subject_id,
      media_search_configuration_id: configuration.body.data.media_search_configuration_id,
      execute_immediately: true,
    });
    searchId = created.body.data.media_search_id;
    executionId = created.body.data.media_search_execution_id;
    await service.domain.mediaExecutions.run(em(), executionId);
  }, 60_000);
  afterAll(async () => {
    await service.stop();
    await new Promise((resolve) => tracker.close(resolve));
  });

  it('holds the subject, the articles, the summary and the justifications, named as a file', async () => {
    const response = await getPdf(searchId);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="media-search-${searchId}.pdf"`,
    );
    const { text, title } = await pdfText(response.body as Buffer);
    expect(title).toContain('Jürgen Hollmann');
    // Tagged (accessible), in English, as the PDF's own metadata says.
    const bytes = (response.body as Buffer).toString('latin1');
    expect(bytes).toMatch(/\/Lang\s*\(en\)/);
    expect(bytes).toContain('/StructTreeRoot');
    expect(text).toContain('Jürgen Hollmann');
    expect(text).toContain('Frankfurt banker Jürgen Hollmann charged with fraud');
    // The cover: whose report it is and every setting the search ran with.
    const cover = text.replace(/\s+/g, ' ');
    expect(cover).toContain(`Organisation Media Bank · ${credential.organisationId}`);
    expect(cover).toContain('Configuration Onboarding (version 1)');
    expect(cover).toContain('Reference KYC-7');
    expect(cover).toContain('Language en');
    expect(cover).toContain('Risk categories Fraud, Money Laundering');
    expect(cover).toContain('Keywords fraud');
    expect(cover).toContain('Auto risk assessment threshold 6');
    expect(text).toContain(`Media search ${searchId}`);
    expect(text).toMatch(/Page 1 of \d+/);

    const aggregate = await service
      .api()
      .get(`${BASE}/aggregate/${searchId}?remove_markdown=true`)
      .set('Authorization', credential.authorization);
    const { media_search } = aggregate.body.data;
    const flat = text.replace(/\s+/g, ' ');
    const summary: string = media_search.media_search_summaries[0].summary;
    expect(flat).toContain(summary.replace(/\s+/g, ' ').slice(0, 60));
    const charged = media_search.media_search_executions[0].media_search_articles.find((a: { url: string }) =>
      a.url.includes('hollmann-fraud-charges'),
    );
    const justification: string = charged.dispositions[0].justification;
    expect(flat).toContain(justification.replace(/\s+/g, ' ').slice(0, 40));
  });

  it('EXTENDED adds every execution, the match details, the histories and the excerpts', async () => {
    await post(`${BASE}/execute-media-search`, { media_search_id: searchId });
    const executions = await service
      .api()
      .get(`${BASE}/${searchId}`)
      .set('Authorization', credential.authorization);
    const latest = executions.body.data.media_search_execution_ids.find((id: string) => id !== executionId);
    await service.domain.mediaExecutions.run(em(), latest);

    const standard = await report();
    const extended = await report('?report_scope=EXTENDED');
    expect(extended.text.length).toBeGreaterThan(standard.text.length * 1.5);
    expect(standard.text.match(/Articles of the execution/g)).toHaveLength(1);
    expect(extended.text.match(/Articles of the execution/g)).toHaveLength(2);
    expect(extended.text).toContain('Summary history');
    expect(extended.text).toContain('Nationality');
    expect(extended.text).toContain('4 million euros');
  });

  it('names the analyst, unless personal data is removed', async () => {
    const named = await report('?report_scope=EXTENDED');
    expect(named.text).toContain('analyst@media.example');
    expect(named.text).toContain(credential.userId);
    const anonymous = await report('?report_scope=EXTENDED&remove_personal_data=true');
    expect(anonymous.text).not.toContain('analyst@media.example');
    expect(anonymous.text).not.toContain(credential.userId);
    expect(anonymous.text).toContain('Jürgen Hollmann');
  });

  it('prints a hostile headline and annotation as text, and nothing in them runs or fetches', async () => {
    const annotation = `Checked <script>alert(1)</script><img src="${trackerUrl}/annotation.png"> by compliance`;
    const { text, title } = await report(`?annotation=${encodeURIComponent(annotation)}`);
    const flat = text.replace(/\s+/g, '');
    expect(flat).toContain(annotation.replace(/\s+/g, ''));
    expect(flat).toContain(`<script>document.title='pwned'</script>`);
    expect(title).not.toContain('pwned');
    expect(trackerHits).toEqual([]);
    // Escaped markup is text: the page asks for nothing, not even the image it names.
    expect(blocked.filter((url) => url.startsWith(trackerUrl))).toEqual([]);
  });

  it('renders a search that has not run yet, saying so', async () => {
    const subject = await post('/v1/subjects/create-subject', { name: 'Nobody Atall', type: 'INDIVIDUAL' });
    const configuration = await post(`${BASE}/configuration/create-configuration`, { title: 'Later' });
    const created = await post(`${BASE}/create-search`, {
      subject_id: subject.body.data.subject_id,
      media_search_configuration_id: configuration.body.data.media_search_configuration_id,
      execute_immediately: false,
    });
    const response = await getPdf(created.body.data.media_search_id);
    expect(response.status).toBe(200);
    const { text } = await pdfText(response.body as Buffer);
    expect(text).toContain('Nobody Atall');
    expect(text).toMatch(/not been executed yet|No articles found/);
  });

  it('prints 8 reports asked for at once (2 printing, the rest queued), and its memory returns after', async () => {
    await getPdf(searchId, '?report_scope=EXTENDED');
    const before = serviceHeapMb();
    for (let round = 0; round < 3; round++) {
      const responses = await Promise.all(
        Array.from({ length: 8 }, () => getPdf(searchId, '?report_scope=EXTENDED')),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(8).fill(200));
      expect((await pdfText(responses[7].body as Buffer)).text).toContain('Jürgen Hollmann');
    }
    // 24 reports later, the service holds no more than it did (the browser's side: pdf-printer test).
    expect(serviceHeapMb()).toBeLessThan(before + 15);
  });

  it('refuses unknown searches, other organisations’ searches and bad parameters', async () => {
    expectErrorBody(await getError('00000000-0000-4000-8000-000000000000'), 404, 'not-found');
    expectErrorBody(await getError(searchId, '', other.authorization), 404, 'not-found');
    expectErrorBody(await getError(searchId, '?report_scope=FULL'), 400, 'validation-error');
    expectErrorBody(await getError(searchId, '?remove_personal_data=yes'), 400, 'validation-error');
    expectErrorBody(await getError(searchId, `?annotation=${'a'.repeat(2001)}`), 400, 'validation-error');
    expect((await getPdf(searchId, `?annotation=${'a'.repeat(2000)}`)).status).toBe(200);
  });
});

describe('a browser that cannot start', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService({
      env: { JOBS: 'off', LOAD_BUNDLED_LISTS: 'false', CHROMIUM_PATH: '/nonexistent/chromium' },
    });
  }, 60_000);
  afterAll(() => service.stop());

  it('answers 503 with Retry-After at once instead of hanging', async () => {
    const credential = await service.issueCredential('Media Bank', 'analyst@media.example');
    const post = (path: string, data: unknown) =>
      service.api().post(path).set('Authorization', credential.authorization).send({ data });
    const subject = await post('/v1/subjects/create-subject', { name: 'Anna Example', type: 'INDIVIDUAL' });
    const configuration = await post(`${BASE}/configuration/create-configuration`, { title: 'Later' });
    const created = await post(`${BASE}/create-search`, {
      subject_id: subject.body.data.subject_id,
      media_search_configuration_id: configuration.body.data.media_search_configuration_id,
      execute_immediately: false,
    });
    const response = await service
      .api()
      .get(`${BASE}/${created.body.data.media_search_id}/pdf`)
      .set('Authorization', credential.authorization);
    expectErrorBody(response, 503, 'service-unavailable');
    expect(response.headers['retry-after']).toBe('30');
  });
});
