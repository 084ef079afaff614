import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Response } from 'supertest';
import { renderNormExample, renderNormIndex, renderSourceProfile, type SiteInfo } from '../../content';
import { loadSiteSeed } from '../support/site-seed';
import { loadSiteContent } from '../../domain/site/load-site-content';
import { startTestService, type TestService } from '../support/test-service';

const SITE_URL = 'https://www.site.example';
const site: SiteInfo = { baseUrl: SITE_URL };
const seed = loadSiteSeed();
const NORM = seed.normExamples[0];
const SOURCE = seed.sources[0];

/** Every content page by its path; `.md` is the final slash replaced. */
const PAGES = [
  '/de/',
  '/de/entwickler/',
  '/de/normen/',
  `/de/normen/${NORM.slug}/`,
  '/de/quellen/',
  '/de/quellen/verbaende/',
  `/de/quellen/${SOURCE.slug}/`,
];
const FILES = [
  { path: '/llms.txt', type: /^text\/markdown/ },
  { path: '/llms-full.txt', type: /^text\/markdown/ },
  { path: '/sitemap.xml', type: /^application\/xml/ },
];
const CATALOG_PAGES = PAGES.slice(2);
const mdPath = (path: string) => `${path.slice(0, -1)}.md`;

let service: TestService;
/** Every SQL statement the main instance sends. */
const statements: string[] = [];
beforeAll(async () => {
  service = await startTestService({
    env: { LOAD_SITE_CONTENT: 'true', SITE_URL, JOBS: 'off', LOAD_BUNDLED_LISTS: 'false' },
    onQuery: (statement) => statements.push(statement),
  });
});
afterAll(() => service.stop());

const sql = (text: string) => service.domain.database.em.fork().getConnection().execute(text);

/** The page once the main instance answers it without a query: rendered, cached, and listening for changes. */
async function untilServedFromCache(path: string): Promise<Response> {
  const deadline = Date.now() + 5000;
  for (;;) {
    statements.length = 0;
    const response = await service.api().get(path);
    if (statements.length === 0 && response.status === 200) return response;
    if (Date.now() > deadline) throw new Error(`${path} is still read from the database`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Content changes reach an instance by notification, a few milliseconds after the commit. */
async function eventually(request: () => Promise<Response>, done: (response: Response) => boolean) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const response = await request();
    if (done(response) || Date.now() > deadline) {
      expect(done(response)).toBe(true);
      return response;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function expectProblem(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = JSON.parse(response.text);
  expect(body).toEqual({
    type: 'about:blank',
    title: expect.any(String),
    status,
    detail: expect.any(String),
    code,
    message: body.detail,
    hint: expect.stringContaining('/llms.txt'),
    error: body.detail,
  });
}

function expectHtmlError(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.text).toMatch(/^<!DOCTYPE html>/);
  expect(response.text).toContain('noindex');
}

function expectMarkdownError(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toMatch(/^text\/markdown/);
  expect(response.text).toMatch(new RegExp(`^# .+ \\(${status}\\)\\n`));
}

describe('content pages', () => {
  it.each(PAGES)('%s answers HTML by default, Markdown on Accept and on the .md path', async (path) => {
    const html = await service.api().get(path);
    expect(html.status).toBe(200);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.headers.vary).toMatch(/Accept/);
    expect(html.headers.etag).toMatch(/^"[^"]+"$/);
    expect(Date.parse(html.headers['last-modified'])).not.toBeNaN();
    expect(html.headers.link).toBe(`<${SITE_URL}${mdPath(path)}>; rel="alternate"; type="text/markdown"`);
    expect(html.text).toMatch(/^<!DOCTYPE html>/);

    const negotiated = await service.api().get(path).set('Accept', 'text/markdown');
    expect(negotiated.status).toBe(200);
    expect(negotiated.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(negotiated.text).toMatch(/^# /);
    expect(negotiated.headers.etag).not.toBe(html.headers.etag);

    const suffixed = await service.api().get(mdPath(path)).set('Accept', 'text/html');
    expect(suffixed.status).toBe(200);
    expect(suffixed.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(suffixed.text).toBe(negotiated.text);
  });

  it('prefers HTML for browsers and curl, and never answers JSON on success', async () => {
    const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    for (const accept of [browser, '*/*', 'application/json', 'text/markdown;q=0.5, text/html']) {
      const response = await service.api().get('/de/normen/').set('Accept', accept);
      expect({ accept, type: response.headers['content-type'] }).toEqual({
        accept,
        type: 'text/html; charset=utf-8',
      });
    }
  });

  it('serves the stored content exactly as the bundled seed renders', async () => {
    const example = await service.api().get(mdPath(`/de/normen/${NORM.slug}/`));
    expect(example.text).toBe(renderNormExample(site, NORM).markdown);
    const index = await service.api().get('/de/normen.md');
    expect(index.text).toBe(renderNormIndex(site, seed.normExamples).markdown);
    // FAQs with question marks, arrays and nulls survive the store.
    for (const source of seed.sources) {
      const profile = await service.api().get(mdPath(`/de/quellen/${source.slug}/`));
      expect(profile.text).toBe(renderSourceProfile(site, source, seed.normExamples).markdown);
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    for (const path of [...PAGES, ...FILES.map((f) => f.path)]) {
      const get = await service.api().get(path);
      const head = await service.api().head(path);
      expect({ path, status: head.status }).toEqual({ path, status: 200 });
      expect(head.text ?? '').toBe('');
      expect(head.headers.etag).toBe(get.headers.etag);
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
    }
  });

  it('orders the norm index by modification with sort=updated, catalog order otherwise', async () => {
    const slugsIn = (markdown: string) =>
      [...markdown.matchAll(/\/de\/normen\/([^/)]+)\.md\)/g)].map((m) => decodeURIComponent(m[1]));
    const catalog = seed.normExamples.map((e) => e.slug);
    const byUpdate = [...seed.normExamples]
      .sort((a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at) || a.position - b.position)
      .map((e) => e.slug);
    expect(byUpdate).not.toEqual(catalog);
    expect(slugsIn((await service.api().get('/de/normen.md?sort=updated')).text)).toEqual(byUpdate);
    expect(slugsIn((await service.api().get('/de/normen.md')).text)).toEqual(catalog);
    expect(slugsIn((await service.api().get('/de/normen.md?sort=title')).text)).toEqual(catalog);
    const html = await service.api().get('/de/normen/?sort=updated');
    expect(html.text.indexOf(byUpdate[0])).toBeLessThan(html.text.indexOf(byUpdate[1]));
  });

  it('sends a path without its final slash on to the page', async () => {
    const response = await service.api().get('/de/normen?sort=updated');
    expect(response.status).toBe(308);
    expect(response.headers.location).toBe('/de/normen/?sort=updated');
  });

  it('sends a visitor of the bare domain to the German home page', async () => {
    const response = await service.api().get('/').set('Accept', 'text/html');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/de/');
  });

  it('serves the stylesheet', async () => {
    const response = await service.api().get('/assets/site.css');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.text.length).toBeGreaterThan(100);
  });
});

describe('errors', () => {
  it.each([`/de/normen/kein-beispiel/`, `/de/quellen/keine-quelle/`, '/de/unbekannt/'])(
    '%s is a 404 in every form',
    async (path) => {
      expectHtmlError(await service.api().get(path), 404);
      expectMarkdownError(await service.api().get(path).set('Accept', 'text/markdown'), 404);
      expectProblem(await service.api().get(path).set('Accept', 'application/json'), 404, 'not_found');
      expectProblem(
        await service.api().get(path).set('Accept', 'application/problem+json'),
        404,
        'not_found',
      );
      const md = await service.api().get(mdPath(path)).set('Accept', 'application/json');
      expectMarkdownError(md, 404);
      expect(md.headers.vary).toMatch(/Accept/);
    },
  );

  it('answers 405 with Allow for every other method on every route', async () => {
    for (const path of [...PAGES, ...FILES.map((f) => f.path), mdPath('/de/normen/')]) {
      for (const method of ['post', 'put', 'delete', 'patch'] as const) {
        const problem = await service.api()[method](path).set('Accept', 'application/json');
        if (path.endsWith('.md')) expectMarkdownError(problem, 405);
        else expectProblem(problem, 405, 'method_not_allowed');
        expect(problem.headers.allow).toBe('GET, HEAD');
      }
      if (!path.endsWith('.md')) {
        expectHtmlError(await service.api().post(path), 405);
        expectMarkdownError(await service.api().delete(path).set('Accept', 'text/markdown'), 405);
      }
    }
  });
});

describe('agent index, combined text and sitemap', () => {
  const pageCount = 7 + seed.normExamples.length - 1 + seed.sources.length - 1;

  it('/llms.txt links the Markdown copy of every page', async () => {
    const response = await service.api().get('/llms.txt');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    const links = [...response.text.matchAll(/\]\((https:\/\/www\.site\.example\/de[^)]*\.md)\)/g)].map(
      (m) => m[1],
    );
    expect(links).toHaveLength(pageCount);
    for (const example of seed.normExamples)
      expect(links).toContain(`${SITE_URL}/de/normen/${example.slug}.md`);
    for (const source of seed.sources) expect(links).toContain(`${SITE_URL}/de/quellen/${source.slug}.md`);
    for (const link of links) {
      expect((await service.api().get(link.slice(SITE_URL.length))).status).toBe(200);
    }
  });

  it('/llms-full.txt holds every page', async () => {
    const response = await service.api().get('/llms-full.txt');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    for (const example of seed.normExamples)
      expect(response.text).toContain(`${SITE_URL}/de/normen/${example.slug}/`);
    for (const source of seed.sources)
      expect(response.text).toContain(`${SITE_URL}/de/quellen/${source.slug}/`);
  });

  it('/sitemap.xml is valid XML with a loc and lastmod for every page', async () => {
    const response = await service.api().get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(XMLValidator.validate(response.text)).toBe(true);
    const parsed = new XMLParser({ isArray: (name) => name === 'url' }).parse(response.text);
    const urls = parsed.urlset.url as { loc: string; lastmod: string }[];
    expect(urls).toHaveLength(pageCount);
    for (const url of urls) {
      expect(url.loc.startsWith(`${SITE_URL}/de/`)).toBe(true);
      expect(url.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const example = urls.find((u) => u.loc === `${SITE_URL}/de/normen/${NORM.slug}/`);
    expect(example?.lastmod).toBe(NORM.updated_at.slice(0, 10));
  });
});

describe('validators and the render cache', () => {
  it('answers 304 to If-None-Match and If-Modified-Since', async () => {
    for (const path of ['/de/', `/de/normen/${NORM.slug}/`, '/sitemap.xml']) {
      const first = await service.api().get(path);
      const byEtag = await service.api().get(path).set('If-None-Match', first.headers.etag);
      expect({ path, status: byEtag.status }).toEqual({ path, status: 304 });
      expect(byEtag.headers.etag).toBe(first.headers.etag);
      const byDate = await service.api().get(path).set('If-Modified-Since', first.headers['last-modified']);
      expect(byDate.status).toBe(304);
      const stale = await service.api().get(path).set('If-None-Match', '"other"');
      expect(stale.status).toBe(200);
    }
  });

  it('serves a cached page without asking the database', async () => {
    const path = `/de/normen/${NORM.slug}/`;
    await eventually(
      () => service.api().get(path),
      (r) => r.status === 200,
    );
    await service.api().get(path);
    statements.length = 0;
    for (let i = 0; i < 5; i++) expect((await service.api().get(path)).status).toBe(200);
    expect(statements).toEqual([]);
  });

  it('shows a change of the store as soon as it is committed, with a new ETag', async () => {
    const path = `/de/normen/${NORM.slug}/`;
    const before = await service.api().get(path);
    await sql(`update site_norm_example set title = 'Geänderter Titel' where slug = '${NORM.slug}'`);
    const after = await eventually(
      () => service.api().get(path),
      (r) => r.text.includes('Geänderter Titel'),
    );
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await service.api().get(path).set('If-None-Match', before.headers.etag)).status).toBe(200);

    // Loading the seed again restores it; a second load changes nothing.
    expect((await loadSiteContent(service.domain.database.em.fork())).rowsChanged).toBe(1);
    expect((await loadSiteContent(service.domain.database.em.fork())).rowsChanged).toBe(0);
    await eventually(
      () => service.api().get(path),
      (r) => r.text === before.text,
    );
  });

  it('misses no change while its notification connection is lost', async () => {
    const path = `/de/normen/${NORM.slug}/`;
    const before = await service.api().get(path);
    // The instance learns of changes on a LISTEN connection; cut it, then change the content at once.
    const cut = await sql(
      `select pg_terminate_backend(pid) as cut from pg_stat_activity
       where datname = current_database() and query ilike 'listen %'`,
    );
    expect(cut).toHaveLength(1);
    await sql(`update site_norm_example set title = 'Während der Trennung' where slug = '${NORM.slug}'`);
    await eventually(
      () => service.api().get(path),
      (r) => r.text.includes('Während der Trennung'),
    );
    await loadSiteContent(service.domain.database.em.fork());
    await eventually(
      () => service.api().get(path),
      (r) => r.text === before.text,
    );
  });
});

describe('when the content store fails', () => {
  /** A second instance on the same database, started while the store is broken: nothing is cached yet. */
  let fresh: TestService;
  let cachedBefore: Response;
  beforeAll(async () => {
    // Cached for good only while the instance listens for changes (a test before cut that connection).
    cachedBefore = await untilServedFromCache(`/de/normen/${NORM.slug}/`);
    await sql('alter table site_norm_example rename to site_norm_example_away');
    fresh = await startTestService({
      sharedDatabaseUrl: service.databaseUrl,
      env: { SITE_URL, JOBS: 'off', LOAD_BUNDLED_LISTS: 'false' },
    });
  });
  afterAll(async () => {
    await fresh.stop();
    await sql('alter table site_norm_example_away rename to site_norm_example');
  });

  it.each(CATALOG_PAGES)('%s answers the 500 problem in every form', async (path) => {
    expectProblem(await fresh.api().get(path).set('Accept', 'application/json'), 500, 'content_unavailable');
    expectHtmlError(await fresh.api().get(path), 500);
    expectMarkdownError(await fresh.api().get(path).set('Accept', 'text/markdown'), 500);
    expectMarkdownError(await fresh.api().get(mdPath(path)).set('Accept', 'application/json'), 500);
  });

  it('still serves the static pages', async () => {
    expect((await fresh.api().get('/de/')).status).toBe(200);
    expect((await fresh.api().get('/de/entwickler.md')).status).toBe(200);
  });

  it('keeps serving a page an instance rendered before, since its content has not changed', async () => {
    const again = await service.api().get(`/de/normen/${NORM.slug}/`);
    expect(again.status).toBe(200);
    expect(again.text).toBe(cachedBefore.text);
  });

  it('answers llms.txt, llms-full.txt and the sitemap without the catalog sections', async () => {
    for (const { path, type } of FILES) {
      const response = await fresh.api().get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(response.headers['content-type']).toMatch(type);
      expect(response.text).toContain(`${SITE_URL}/de/`);
      for (const example of seed.normExamples)
        expect(response.text).not.toContain(`/de/normen/${example.slug}`);
      for (const source of seed.sources) expect(response.text).not.toContain(`/de/quellen/${source.slug}`);
    }
    const sitemap = (await fresh.api().get('/sitemap.xml')).text;
    expect(XMLValidator.validate(sitemap)).toBe(true);
    expect(sitemap.match(/<url>/g)).toHaveLength(2);
  });
});
