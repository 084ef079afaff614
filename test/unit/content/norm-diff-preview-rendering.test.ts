import { buildNormDiffPreview } from '../../../content/norm-diff-preview';
import { diffPreviewToHtml } from '../../../content/norm-diff-preview-html';
import { diffPreviewToMarkdown } from '../../../content/norm-diff-preview-markdown';

describe('diff preview rendering', () => {
  const preview = buildNormDiffPreview(
    '(1) Wer A & B <script>alert(1)</script> meldet, handelt ordnungswidrig.',
    '(1) Wer A & C <b>fett</b> meldet, handelt *vorsätzlich* ordnungswidrig.',
  );

  it('escapes < and & in HTML and marks changes with <del>/<ins>', () => {
    const html = diffPreviewToHtml(preview);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('A &amp; ');
    expect(html).toContain('&lt;');
    expect(html).toMatch(/<del>.*script&gt;alert\(1\)&lt;\/script.*<\/del>/s);
    expect(html).toMatch(/<ins>.*b&gt;fett&lt;\/b.*<\/ins>/s);
    expect(html).toContain('<span class="visually-hidden">');
  });

  it('marks changes in Markdown with ~~ and ** and escapes Markdown syntax in the text', () => {
    const markdown = diffPreviewToMarkdown(preview);
    expect(markdown).toMatch(/~~[^~]*script\\>alert\(1\)\\<\/script[^~]*~~/);
    expect(markdown).toMatch(/\*\*b\\>fett\\<\/b\*\*/);
    expect(markdown).not.toMatch(/(^|[^\\])</);
    expect(markdown).toContain('**\\*vorsätzlich\\***');
    expect(markdown).toMatch(/^1\. /m);
  });

  it('sets marks apart so a punctuation-only change renders', () => {
    const punctuation = buildNormDiffPreview(
      'im Prospekt enthalten sind, (2c) Weiter',
      'im Prospekt enthalten sind. (2c) Weiter',
    );
    expect(punctuation.changeKind).toBe('punctuation');
    const markdown = diffPreviewToMarkdown(punctuation);
    expect(markdown).toContain('sind ~~,~~ **.** (2c)');
    expect(markdown).toContain('Zeichensetzung');
    expect(diffPreviewToHtml(punctuation)).toMatch(
      /sind<del>.*,<span[^>]*> \[Ende entfernter Text\]<\/span><\/del><ins>/,
    );
  });

  it('notes omitted hunks', () => {
    const oldText = Array.from(
      { length: 12 },
      (_, i) => `(${i}) Absatz mit altem Wortlaut Nummer ${i}.`,
    ).join('\n\n');
    const newText = Array.from(
      { length: 12 },
      (_, i) => `(${i}) Absatz mit neuem Wortlaut Nummer ${i}.`,
    ).join('\n\n');
    const many = buildNormDiffPreview(oldText, newText, {
      maxHunks: 5,
      maxHunkLength: 600,
      contextLength: 10,
    });
    expect(many.totalHunks).toBe(12);
    expect(diffPreviewToMarkdown(many)).toContain('7 weitere Änderungsstellen sind hier nicht dargestellt.');
    expect(diffPreviewToHtml(many)).toContain('7 weitere Änderungsstellen sind hier nicht dargestellt.');
  });

  it('says so when only the formatting differs', () => {
    const none = buildNormDiffPreview('### § 1 A\n\nText', '#### § 1 A\n\nText');
    expect(diffPreviewToMarkdown(none)).toContain('Der Wortlaut ist unverändert');
    expect(diffPreviewToHtml(none)).not.toContain('<ol');
  });
});
