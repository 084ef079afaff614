import { renderAssociations } from '../../../content/render-associations';
import { renderDeveloperGuide } from '../../../content/render-developer-guide';
import { errorTexts } from '../../../content/error-texts';
import { renderErrorPage } from '../../../content/render-error-page';
import { renderHomepage } from '../../../content/render-homepage';
import { renderNormExample } from '../../../content/render-norm-example';
import { renderNormIndex } from '../../../content/render-norm-index';
import { renderSourceDirectory } from '../../../content/render-source-directory';
import { renderSourceProfile } from '../../../content/render-source-profile';
import type { RenderedPage } from '../../../content/types';
import { seed, site } from './site-fixtures';

const example = (slug: string) => seed.normExamples.find((candidate) => candidate.slug === slug)!;
const source = (slug: string) => seed.sources.find((candidate) => candidate.slug === slug)!;

const contentPages: Array<[path: string, page: RenderedPage]> = [
  ['/de/', renderHomepage(site)],
  ['/de/entwickler/', renderDeveloperGuide(site)],
  ['/de/normen/', renderNormIndex(site, seed.normExamples)],
  ['/de/normen/stgb-261-2022-01-28/', renderNormExample(site, example('stgb-261-2022-01-28'))],
  ['/de/normen/kredwg-25a-2022-01-28/', renderNormExample(site, example('kredwg-25a-2022-01-28'))],
  ['/de/quellen/', renderSourceDirectory(site, seed.sources)],
  ['/de/quellen/verbaende/', renderAssociations(site, seed.sources)],
  ['/de/quellen/bafin/', renderSourceProfile(site, source('bafin'), seed.normExamples)],
  ['/de/quellen/vdp/', renderSourceProfile(site, source('vdp'), seed.normExamples)],
];
const errorPages = ([404, 405, 500] as const).map(
  (status) => [status, renderErrorPage(site, status)] as const,
);
const allPages = [...contentPages.map(([, page]) => page), ...errorPages.map(([, page]) => page)];
const knownPaths = new Set([
  ...contentPages.map(([path]) => path),
  ...seed.normExamples.map((e) => `/de/normen/${e.slug}/`),
  ...seed.sources.map((s) => `/de/quellen/${s.slug}/`),
  '/de/normen/?sort=updated',
  '/llms.txt',
  '/llms-full.txt',
  '/sitemap.xml',
  '/assets/site.css',
]);

describe('HTML pages', () => {
  it.each(allPages.map((page, index) => [index, page] as const))(
    'page %i is a complete accessible document',
    (_i, page) => {
      const { html } = page;
      expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
      expect(html).toContain('<html lang="de">');
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}">/);
      expect(html.match(/<link rel="stylesheet"/g)).toHaveLength(1);
      expect(html).toContain('<link rel="stylesheet" href="/assets/site.css">');
      expect(html).toContain('<a class="skip-link" href="#inhalt">');
      expect(html).toContain('<main id="inhalt"');
      for (const landmark of ['<header', '<nav', '<main', '<footer']) expect(html).toContain(landmark);
      expect(html).not.toMatch(/(src|href)="(https?:)?\/\/[^"]*\.(css|js|woff2?)"/);
    },
  );

  it.each(contentPages)('%s has its canonical and Markdown links', (path, { html }) => {
    expect(html.match(/<link rel="canonical"/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="https://www.example.de${path}">`);
    expect(html).toContain(
      `<link rel="alternate" type="text/markdown" href="https://www.example.de${path.slice(0, -1)}.md">`,
    );
  });

  it.each(contentPages)('%s links only to pages that exist', (_path, { html }) => {
    const internal = [...html.matchAll(/href="(\/[^"#]*)"/g)].map((match) => match[1].replace(/&amp;/g, '&'));
    for (const link of internal) expect(knownPaths).toContain(link);
  });

  it.each(errorPages)(
    'error page %i is not indexed and points to the valid URLs',
    (status, { html, markdown }) => {
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toContain('rel="canonical"');
      expect(html).toContain(`(${status})`);
      expect(html).toContain('<a href="/llms.txt">/llms.txt</a>');
      expect(html).toContain('<a href="/sitemap.xml">/sitemap.xml</a>');
      expect(markdown).toContain('<https://www.example.de/llms.txt>');
      expect(markdown).toContain('<https://www.example.de/sitemap.xml>');
    },
  );

  it('marks the current page in the navigation', () => {
    const home = contentPages[0][1].html;
    expect(home).toContain('<a href="/de/" aria-current="page" class="is-current">Start</a>');
    const profile = contentPages[7][1].html;
    expect(profile).toContain('<a href="/de/quellen/" class="is-current">Quellen</a>');
  });
});

describe('Markdown pages', () => {
  it.each(allPages.map((page, index) => [index, page] as const))(
    'page %i is clean content without navigation',
    (_i, page) => {
      const { markdown } = page;
      expect(markdown.startsWith('# ')).toBe(true);
      const outsideCode = markdown.replace(/```[\s\S]*?```/g, '');
      expect(outsideCode.match(/^# /gm)).toHaveLength(1);
      expect(markdown).not.toContain('Zum Inhalt springen');
      expect(markdown).not.toContain('Hauptnavigation');
      expect(markdown).not.toMatch(/<(nav|header|footer|main|div|p)[\s>]/);
    },
  );
});

describe('page content', () => {
  it('describes the platform without unverifiable claims', () => {
    const { html, markdown } = renderHomepage(site);
    for (const phrase of [
      'Geldwäschegesetz',
      'Sanktions-, PEP- und Watchlists',
      'PDF-Bericht',
      'Risikoeinschätzung',
    ]) {
      expect(markdown).toContain(phrase);
    }
    expect(markdown).not.toMatch(/zertifiziert|Kunden vertrauen|marktführend/i);
    expect(markdown).toContain('(https://www.example.de/de/entwickler.md)');
    expect(html).toContain('<a href="/de/entwickler/">');
  });

  it('guides developers from credential to subject', () => {
    const { markdown, html } = renderDeveloperGuide(site);
    expect(markdown).toContain('npm run cli -- credential create --organisation');
    expect(markdown).toContain('`authorization`');
    for (const call of [
      '-X POST "$BASE_URL/v1/subjects/create-subject"',
      '"$BASE_URL/v1/subjects/$SUBJECT_ID"',
      '-X DELETE',
    ]) {
      expect(markdown).toContain(call);
    }
    expect(markdown).toContain('{"data": {"name": "Erika Mustermann", "type": "INDIVIDUAL"');
    const tableRows = markdown.split('\n').filter((line) => line.startsWith('| '));
    const firstCells = tableRows.map((row) => row.split('|')[1].trim());
    for (const status of [400, 401, 404, 405, 413, 415, 429, 500, 503])
      expect(firstCells).toContain(String(status));
    for (const field of ['title', 'details', 'type', 'instance', 'context'])
      expect(firstCells).toContain(`\`${field}\``);
    expect(html).toContain('<pre><code class="language-bash">');
    expect(html).toContain('<table>');
  });

  it('shows the metadata and the bounded previews of a norm example', () => {
    const { html, markdown } = renderNormExample(site, example('owig-1968-30-2022-01-28'));
    expect(html).toContain('<time datetime="2012-08-02">2. August 2012</time>');
    expect(html).toContain('<time datetime="2022-01-28">28. Januar 2022</time>');
    expect(html).toContain('href="https://www.gesetze-im-internet.de/owig_1968/__30.html"');
    expect(html).toMatch(/<del>.*einer Million.*<\/del><ins>.*zehn Millionen.*<\/ins>/);
    expect(markdown).toContain('- Quelle: <https://www.gesetze-im-internet.de/owig_1968/__30.html>');
    expect(markdown).toContain('~~einer Million~~ **zehn Millionen**');
    expect(markdown).toContain('- Zuletzt geändert: 28. Januar 2022');
  });

  it('marks the chosen order of the norm index', () => {
    const sorted = [...seed.normExamples].sort((a, b) => b.updated_at.localeCompare(a.updated_at));
    const { html } = renderNormIndex(site, sorted, 'updated');
    expect(html).toContain('<strong aria-current="true">Zuletzt geändert zuerst</strong>');
    expect(html.indexOf('zag-2018-58a')).toBeLessThan(html.indexOf('stgb-261'));
  });

  it('links a source profile to its norm examples and datasets', () => {
    const bafin = renderSourceProfile(site, source('bafin'), seed.normExamples);
    expect(bafin.html).toContain('<a href="/de/normen/kredwg-25a-2022-01-28/">');
    expect(bafin.markdown).toContain('(https://www.example.de/de/normen/kredwg-25a-2022-01-28.md)');
    expect(bafin.markdown).toContain('## Häufige Fragen');
    const ofac = renderSourceProfile(site, source('ofac'), seed.normExamples);
    expect(ofac.html).toContain('<code>us_ofac_sdn</code>');
    expect(ofac.markdown).toContain('- `us_ofac_sdn`');
    const vdp = renderSourceProfile(site, source('vdp'), []);
    expect(vdp.html).toContain('Keine geprüfte Internetadresse');
  });

  it('lists only sources in the directory and only associations on their page', () => {
    const directory = renderSourceDirectory(site, seed.sources).html;
    expect(directory).toContain('/de/quellen/bafin/');
    expect(directory).not.toContain('/de/quellen/dk/');
    const associations = renderAssociations(site, seed.sources).html;
    expect(associations).toContain('/de/quellen/dk/');
    expect(associations).not.toContain('/de/quellen/bafin/');
  });

  it('escapes data in HTML', () => {
    const hostile = {
      ...source('bafin'),
      name: 'A & B <script>x</script>',
      description: 'Text mit <b> & "Zitat"',
    };
    const { html } = renderSourceProfile(site, hostile, []);
    expect(html).not.toContain('<script>x');
    expect(html).toContain('A &amp; B &lt;script&gt;x&lt;/script&gt;');
    expect(html).toContain('content="Text mit &lt;b&gt; &amp; &quot;Zitat&quot;"');
  });
});

describe('errorTexts', () => {
  it('gives German title, detail and hint for problem responses', () => {
    expect(errorTexts(404)).toEqual({
      title: 'Seite nicht gefunden',
      detail: 'Unter dieser Adresse gibt es keine Seite.',
      hint: 'Alle gültigen Adressen stehen in /llms.txt und /sitemap.xml.',
    });
    expect(errorTexts(405).detail).toContain('GET und HEAD');
    expect(errorTexts(500).detail).toContain('später erneut');
  });
});
