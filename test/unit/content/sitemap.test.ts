import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { escapeXml, renderSitemap } from '../../../content/render-sitemap';
import { seed, site } from './site-fixtures';

type UrlEntry = { loc: string; lastmod: string };

function entries(xml: string): UrlEntry[] {
  const parsed = new XMLParser({ isArray: (name) => name === 'url' }).parse(xml) as {
    urlset: { url?: UrlEntry[] };
  };
  return parsed.urlset.url ?? [];
}

describe('renderSitemap', () => {
  const xml = renderSitemap(site, { normExamples: seed.normExamples, sources: seed.sources });

  it('is well-formed XML in the sitemaps.org namespace', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  });

  it('lists every page once with an absolute URL and a lastmod date', () => {
    const urls = entries(xml);
    expect(urls).toHaveLength(2 + 1 + seed.normExamples.length + 2 + seed.sources.length);
    expect(new Set(urls.map((url) => url.loc)).size).toBe(urls.length);
    for (const url of urls) {
      expect(url.loc).toMatch(/^https:\/\/www\.example\.de\/de\/([a-z0-9-]+\/)*$/);
      expect(url.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const stgb = urls.find((url) => url.loc.endsWith('/de/normen/stgb-261-2022-01-28/'));
    expect(stgb?.lastmod).toBe('2022-01-28');
    const index = urls.find((url) => url.loc.endsWith('/de/normen/'));
    expect(index?.lastmod).toBe('2022-03-03');
  });

  it('omits catalog entries when the catalog is unavailable', () => {
    const reduced = renderSitemap(site, { normExamples: null, sources: null });
    expect(XMLValidator.validate(reduced)).toBe(true);
    expect(entries(reduced).map((url) => url.loc)).toEqual([
      'https://www.example.de/de/',
      'https://www.example.de/de/entwickler/',
    ]);
  });

  it('escapes XML special characters', () => {
    expect(escapeXml(`a&b<c>"d"'e'`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;');
    const odd = renderSitemap(
      { baseUrl: 'https://example.de/?a=1&b=2' },
      { normExamples: null, sources: null },
    );
    expect(XMLValidator.validate(odd)).toBe(true);
    expect(odd).toContain('?a=1&amp;b=2/de/');
  });
});
