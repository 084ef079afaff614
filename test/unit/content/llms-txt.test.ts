import { renderLlmsTxt } from '../../../content/render-llms-txt';
import { renderLlmsFullTxt } from '../../../content/render-llms-full-txt';
import { seed, site } from './site-fixtures';

const catalog = { normExamples: seed.normExamples, sources: seed.sources };

function markdownUrlsOfAllPages(): string[] {
  const base = 'https://www.example.de';
  return [
    `${base}/de.md`,
    `${base}/de/entwickler.md`,
    `${base}/de/normen.md`,
    ...seed.normExamples.map((example) => `${base}/de/normen/${example.slug}.md`),
    `${base}/de/quellen.md`,
    `${base}/de/quellen/verbaende.md`,
    ...seed.sources.map((source) => `${base}/de/quellen/${source.slug}.md`),
  ];
}

describe('renderLlmsTxt', () => {
  const text = renderLlmsTxt(site, catalog);

  it('follows the llms.txt layout: H1, blockquote summary, H2 sections of link lists', () => {
    const lines = text.split('\n');
    expect(lines[0]).toBe('# Compliance-Screening');
    expect(lines[2]).toMatch(/^> \S/);
    expect(text.match(/^# /gm)).toHaveLength(1);
    expect(text).toMatch(/^## Seiten$/m);
    expect(text).toMatch(/^## Optional$/m);
    for (const line of lines.filter((l) => l.startsWith('- '))) {
      expect(line).toMatch(/^- \[[^\]]+\]\(https:\/\/www\.example\.de\/[^)\s]+\): \S/);
    }
  });

  it('lists the Markdown URL of every page exactly once', () => {
    const listed = [...text.matchAll(/\]\((https:\/\/[^)]+\.md)\)/g)].map((match) => match[1]);
    expect(listed.sort()).toEqual(markdownUrlsOfAllPages().sort());
  });

  it('omits the catalog sections when the catalog is unavailable', () => {
    const withoutNorms = renderLlmsTxt(site, { normExamples: null, sources: seed.sources });
    expect(withoutNorms).not.toContain('/de/normen');
    expect(withoutNorms).toContain('/de/quellen/bafin.md');
    const withoutCatalog = renderLlmsTxt(site, { normExamples: null, sources: null });
    expect(withoutCatalog).not.toContain('/de/normen');
    expect(withoutCatalog).not.toContain('/de/quellen');
    expect(withoutCatalog).toContain('https://www.example.de/de/entwickler.md');
  });
});

describe('renderLlmsFullTxt', () => {
  it('holds every page as an H2 section with its address', () => {
    const text = renderLlmsFullTxt(site, catalog);
    expect(text.match(/^# /gm)).toHaveLength(1);
    expect(text.match(/^Quelle: </gm)).toHaveLength(markdownUrlsOfAllPages().length);
    for (const example of seed.normExamples) expect(text).toContain(`## ${example.title}`);
    expect(text).toContain('## Bundesanstalt für Finanzdienstleistungsaufsicht (BaFin)');
    expect(text).toContain('### Zugang einrichten');
    expect(text).toContain('npm run cli -- credential create');
    expect(text).not.toContain('Zum Inhalt springen');
  });

  it('omits catalog pages when the catalog is unavailable', () => {
    const text = renderLlmsFullTxt(site, { normExamples: null, sources: null });
    expect(text.match(/^Quelle: </gm)).toHaveLength(2);
    expect(text).not.toContain('Fassungsvergleich 02.08.2012');
    expect(text).not.toContain('## Bundesanstalt für Finanzdienstleistungsaufsicht');
  });
});
