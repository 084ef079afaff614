import { demoteMarkdownHeadings } from '../../../content/markdown-headings';
import { markdownToHtml } from '../../../content/markdown-to-html';

describe('markdownToHtml', () => {
  it('renders GitHub tables, fenced code with its language, links and bare URLs', () => {
    const html = markdownToHtml(
      [
        '## Fehler',
        '',
        '| Status | Bedeutung |',
        '| ------ | --------- |',
        '| 404    | fehlt     |',
        '',
        '```bash',
        "export AUTH='<Wert>'",
        '```',
        '',
        'Siehe [llms.txt](/llms.txt) und https://www.example.de/de/.',
      ].join('\n'),
    );

    expect(html).toContain('<h2>Fehler</h2>');
    expect(html).toMatch(/<table>\s*<thead>\s*<tr>\s*<th>Status<\/th>\s*<th>Bedeutung<\/th>/);
    expect(html).toMatch(/<td>404<\/td>\s*<td>fehlt<\/td>/);
    expect(html).toContain('<pre><code class="language-bash">export AUTH=');
    expect(html).toContain('&lt;Wert&gt;');
    expect(html).toContain('<a href="/llms.txt">llms.txt</a>');
    expect(html).toContain('<a href="https://www.example.de/de/">https://www.example.de/de/</a>');
  });
});

describe('demoteMarkdownHeadings', () => {
  it('moves headings one level down and leaves every other line as it was', () => {
    const markdown = [
      '# Titel',
      '',
      'Text mit # Zeichen',
      '',
      '```sh',
      '# ein Kommentar, keine Überschrift',
      '```',
      '',
      '   ## Eingerückt',
      '',
      '###### Tiefste Ebene',
      '',
      '> # Zitat',
      '',
    ].join('\n');

    expect(demoteMarkdownHeadings(markdown)).toBe(
      [
        '## Titel',
        '',
        'Text mit # Zeichen',
        '',
        '```sh',
        '# ein Kommentar, keine Überschrift',
        '```',
        '',
        '   ### Eingerückt',
        '',
        '###### Tiefste Ebene',
        '',
        '> # Zitat',
        '',
      ].join('\n'),
    );
  });
});
