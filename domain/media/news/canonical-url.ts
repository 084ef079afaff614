/**
 * Parameters that say where a reader came from, not what they read (campaign tags, click ids): the same
 * article with different ones is the same article.
 */
const TRACKING_PARAMETER =
  /^(utm_.*|fbclid|gclid|dclid|gbraid|wbraid|msclkid|yclid|igshid|mc_cid|mc_eid|_ga|_gl|ocid|cmpid|smid|__twitter_impression)$/i;

/**
 * The canonical form of an article's URL, the same for every way of writing one address: scheme https,
 * host lower-case without `www.`, no default port, no fragment, no tracking parameters, no trailing slash,
 * the remaining query parameters sorted. Built on the WHATWG URL parser (Node's own); a text that is no URL
 * is returned trimmed.
 */
export function canonicalUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return url.trim();
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return parsed.href;
  const host = parsed.hostname.replace(/^www\./, '');
  const port = parsed.port === '' || parsed.port === '80' || parsed.port === '443' ? '' : `:${parsed.port}`;
  const path = parsed.pathname.replace(/\/+$/, '');
  const parameters = [...parsed.searchParams]
    .filter(([name]) => !TRACKING_PARAMETER.test(name))
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
  const query = parameters.length > 0 ? `?${new URLSearchParams(parameters).toString()}` : '';
  return `https://${host}${port}${path}${query}`;
}
