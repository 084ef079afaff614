import { loadSiteSeed } from '../../support/site-seed';

describe('bundled site seed (data/site)', () => {
  const { normExamples, sources } = loadSiteSeed();

  it('holds the 22 wording changes in catalog order with stable ascii slugs', () => {
    expect(normExamples).toHaveLength(22);
    expect(normExamples.map((example) => example.position)).toEqual(
      normExamples.map((_, index) => index + 1),
    );
    const slugs = normExamples.map((example) => example.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const example of normExamples) {
      expect(example.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-\d{4}-\d{2}-\d{2}$/);
      expect(example.slug.endsWith(example.new.version_date)).toBe(true);
      expect(example.old.version_date < example.new.version_date).toBe(true);
      expect(example.updated_at).toBe(`${example.new.version_date}T00:00:00.000Z`);
      expect(example.source_url).toMatch(
        /^https:\/\/www\.gesetze-im-internet\.de\/[a-z0-9_]+\/(__\d+[a-z]?\.html)?$/,
      );
      expect(example.summary.length).toBeGreaterThan(80);
    }
  });

  it('links each section to its page, except the renumbered WpHG', () => {
    const stgb = normExamples.find((example) => example.slug === 'stgb-261-2022-01-28');
    expect(stgb?.source_url).toBe('https://www.gesetze-im-internet.de/stgb/__261.html');
    const ao = normExamples.find((example) => example.slug === 'ao-1977-31b-2022-01-28');
    expect(ao?.source_url).toBe('https://www.gesetze-im-internet.de/ao_1977/__31b.html');
    for (const example of normExamples.filter((e) => e.law_abbreviation === 'WpHG')) {
      expect(example.source_url).toBe('https://www.gesetze-im-internet.de/wphg/');
    }
  });

  it('holds 20 sources and 10 associations with valid links to norm examples and datasets', () => {
    expect(sources.filter((source) => source.kind === 'quelle')).toHaveLength(20);
    expect(sources.filter((source) => source.kind === 'verband')).toHaveLength(10);
    expect(new Set(sources.map((source) => source.slug)).size).toBe(30);
    expect(sources.map((source) => source.slug)).not.toContain('verbaende');
    const exampleSlugs = new Set(normExamples.map((example) => example.slug));
    for (const source of sources) {
      expect(source.faqs.length).toBeGreaterThanOrEqual(2);
      expect(source.faqs.length).toBeLessThanOrEqual(4);
      for (const slug of source.norm_slugs) expect(exampleSlugs.has(slug)).toBe(true);
    }
    const datasets = Object.fromEntries(
      sources
        .filter((source) => source.dataset_names.length > 0)
        .map((source) => [source.slug, source.dataset_names]),
    );
    expect(datasets).toEqual({
      'eu-fsf': ['eu_fsf'],
      ofac: ['us_ofac_sdn'],
      'un-sc-consolidated-list': ['un_sc_sanctions'],
      ofsi: ['gb_hmt_sanctions'],
    });
  });

  it('states no unverified detail: no URL for the vdp, no "BdB" short name', () => {
    expect(sources.find((source) => source.slug === 'vdp')?.url).toBeNull();
    expect(JSON.stringify(sources)).not.toContain('BdB');
  });
});
