import { canonicalUrl } from '../../../../domain/media/news/canonical-url';

describe('canonicalUrl', () => {
  it('writes one address the same whatever its host case, www, scheme, port, fragment and trailing slash', () => {
    const canonical = 'https://example.com/news/story-1';
    for (const url of [
      'https://example.com/news/story-1',
      'HTTPS://WWW.Example.COM/news/story-1/',
      'http://www.example.com:80/news/story-1#comments',
      'https://example.com:443/news/story-1/#top',
      '  https://example.com/news/story-1  ',
    ]) {
      expect(canonicalUrl(url)).toBe(canonical);
    }
  });

  it('drops tracking parameters and keeps the meaningful ones, sorted', () => {
    expect(
      canonicalUrl('https://example.com/article?utm_source=x&id=42&fbclid=abc&page=2&gclid=1&UTM_Campaign=y'),
    ).toBe('https://example.com/article?id=42&page=2');
    expect(canonicalUrl('https://example.com/a?b=2&a=1')).toBe(canonicalUrl('https://example.com/a?a=1&b=2'));
  });

  it('keeps what tells articles apart: path case, other ports, other hosts, parameter values', () => {
    expect(canonicalUrl('https://example.com/Story')).not.toBe(canonicalUrl('https://example.com/story'));
    expect(canonicalUrl('https://example.com:8443/a')).toBe('https://example.com:8443/a');
    expect(canonicalUrl('https://news.example.com/a')).not.toBe(canonicalUrl('https://example.com/a'));
    expect(canonicalUrl('https://example.com/a?id=1')).not.toBe(canonicalUrl('https://example.com/a?id=2'));
  });

  it('leaves a root address without a slash and returns a text that is no URL trimmed', () => {
    expect(canonicalUrl('https://www.example.com/')).toBe('https://example.com');
    expect(canonicalUrl(' not a url ')).toBe('not a url');
  });
});
