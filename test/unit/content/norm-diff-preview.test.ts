import { loadSiteSeed } from '../../support/site-seed';
import { computeChangePieces, legalTextParagraphs } from '../../../content/norm-diff-changes';
import { buildNormDiffPreview, DEFAULT_DIFF_PREVIEW_LIMITS } from '../../../content/norm-diff-preview';
import type { NormDiffPreview } from '../../../content/norm-diff-preview';

const { normExamples } = loadSiteSeed();
const example = (slug: string) => {
  const found = normExamples.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`no example ${slug}`);
  return found;
};

function expectBounded(preview: NormDiffPreview): void {
  expect(preview.hunks.length).toBeLessThanOrEqual(DEFAULT_DIFF_PREVIEW_LIMITS.maxHunks);
  expect(preview.omittedHunks).toBe(Math.max(0, preview.totalHunks - DEFAULT_DIFF_PREVIEW_LIMITS.maxHunks));
  for (const hunk of preview.hunks) {
    const length = hunk.segments.reduce((sum, segment) => sum + segment.text.length, 0);
    expect(length).toBeLessThanOrEqual(DEFAULT_DIFF_PREVIEW_LIMITS.maxHunkLength);
    expect(hunk.segments.some((segment) => segment.kind !== 'unchanged')).toBe(true);
  }
}

describe('buildNormDiffPreview', () => {
  it('stays bounded on a 400-line rewrite and marks both removed and added text', () => {
    const oldText = Array.from(
      { length: 400 },
      (_, i) => `(${i + 1}) Das Institut hat die Pflicht ${i} zu erfüllen.`,
    );
    const newText = Array.from(
      { length: 400 },
      (_, i) => `(${i + 1}) Unternehmen beachten Anforderung ${i * 7}.`,
    );
    const preview = buildNormDiffPreview(oldText.join('\n'), newText.join('\n'));
    expectBounded(preview);
    const kinds = preview.hunks.flatMap((hunk) => hunk.segments.map((segment) => segment.kind));
    expect(kinds).toContain('removed');
    expect(kinds).toContain('added');
    expect(preview.changeKind).toBe('wording');
  });

  it('stays bounded on 400 rewritten paragraphs', () => {
    const oldText = Array.from({ length: 400 }, (_, i) => `(${i}) Alte Regelung Nummer ${i}.`).join('\n\n');
    const newText = Array.from({ length: 400 }, (_, i) => `(${i}) Neue Vorgabe ${i * 3} gilt.`).join('\n\n');
    const preview = buildNormDiffPreview(oldText, newText);
    expectBounded(preview);
    expect(preview.hunks.length).toBeGreaterThan(0);
  });

  it('stays bounded on the real KWG § 25a rewrite and counts what it leaves out', () => {
    const kwg = example('kredwg-25a-2022-01-28');
    const preview = buildNormDiffPreview(kwg.old.text_markdown, kwg.new.text_markdown);
    expectBounded(preview);
    expect(preview.hunks).toHaveLength(5);
    expect(preview.omittedHunks).toBeGreaterThan(0);
  });

  it.each(normExamples.map((e) => [e.slug, e] as const))(
    'is bounded and finds a change in %s',
    (_slug, e) => {
      const preview = buildNormDiffPreview(e.old.text_markdown, e.new.text_markdown);
      expectBounded(preview);
      expect(preview.totalHunks).toBeGreaterThan(0);
    },
  );

  it('recognises the punctuation-only change of WpHG § 39', () => {
    const wphg = example('wphg-39-2013-01-11');
    const preview = buildNormDiffPreview(wphg.old.text_markdown, wphg.new.text_markdown);
    expect(preview.changeKind).toBe('punctuation');
    expect(preview.totalHunks).toBe(2);
    for (const hunk of preview.hunks) {
      expect(hunk.segments.filter((s) => s.kind === 'removed').map((s) => s.text)).toEqual([',']);
      expect(hunk.segments.filter((s) => s.kind === 'added').map((s) => s.text)).toEqual(['.']);
    }
  });

  it('recognises the paragraph move of KWG § 25i and keeps the paragraph whole', () => {
    const kwg = example('kredwg-25i-2022-02-26');
    const preview = buildNormDiffPreview(kwg.old.text_markdown, kwg.new.text_markdown);
    expect(preview.changeKind).toBe('moved');
    const changed = preview.hunks.flatMap((hunk) => hunk.segments.filter((s) => s.kind !== 'unchanged'));
    expect(changed.map((s) => s.kind).sort()).toEqual(['added', 'removed']);
    for (const segment of changed)
      expect(segment.text.trim()).toMatch(/^\(3a\) Kreditinstitute .* gleichwertig sind\.$/);
  });

  it('ignores heading levels, escapes and line wraps', () => {
    const preview = buildNormDiffPreview(
      '#### § 1 Titel\n\nEin Satz mit\nUmbruch am 29\\.5.2009.',
      '###### § 1 Titel\n\nEin Satz mit Umbruch am 29.5.2009.',
    );
    expect(preview).toEqual({ hunks: [], totalHunks: 0, omittedHunks: 0, changeKind: 'none' });
  });

  it('adds context with an ellipsis where the unchanged text goes on', () => {
    const words = Array.from({ length: 60 }, (_, i) => `Wort${i}`).join(' ');
    const preview = buildNormDiffPreview(`${words} alt ${words}`, `${words} neu ${words}`);
    const [hunk] = preview.hunks;
    expect(hunk.continuesBefore).toBe(true);
    expect(hunk.continuesAfter).toBe(true);
    expect(hunk.segments.map((s) => s.kind)).toEqual(['unchanged', 'removed', 'added', 'unchanged']);
  });
});

describe('computeChangePieces', () => {
  it.each(normExamples.map((e) => [e.slug, e] as const))(
    'loses no text of either version in %s',
    (_slug, e) => {
      const pieces = computeChangePieces(e.old.text_markdown, e.new.text_markdown);
      const oldSide = pieces.map((p) => (p.kind === 'unchanged' ? p.text : p.removed)).join('');
      const newSide = pieces.map((p) => (p.kind === 'unchanged' ? p.text : p.added)).join('');
      expect(oldSide).toBe(legalTextParagraphs(e.old.text_markdown).join(' '));
      expect(newSide).toBe(legalTextParagraphs(e.new.text_markdown).join(' '));
    },
  );
});
