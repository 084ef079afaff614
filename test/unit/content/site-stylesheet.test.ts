import { siteStylesheet } from '../../../content/site-stylesheet';

describe('siteStylesheet', () => {
  it('needs no external requests and styles the changed-text marks', () => {
    const css = siteStylesheet();
    expect(css).not.toMatch(/@import|url\(|https?:/);
    expect(css).toContain('del {');
    expect(css).toContain('ins {');
    expect(css).toContain('.visually-hidden');
    expect(css).toContain('.skip-link:focus');
  });
});
