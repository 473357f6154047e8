/**
 * The configured redirect url with the login payload appended as a query string (widget-kit §4 «Redirect»):
 * joined with '&' when the url already has a query, else with '?'. A fragment stays at the end, and an
 * empty payload leaves the url unchanged.
 */
export function buildRedirectUrl(redirectUrl: string, payload: Record<string, string>): string {
  const query = new URLSearchParams(payload).toString();
  if (query === '') {
    return redirectUrl;
  }
  const hashAt = redirectUrl.indexOf('#');
  const base = hashAt === -1 ? redirectUrl : redirectUrl.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : redirectUrl.slice(hashAt);
  return `${base}${separatorFor(base)}${query}${fragment}`;
}

function separatorFor(base: string): string {
  if (!base.includes('?')) {
    return '?';
  }
  // A url that ends its query with '?' or '&' already has the separator.
  return base.endsWith('?') || base.endsWith('&') ? '' : '&';
}
