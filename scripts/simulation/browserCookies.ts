/**
 * The one thing of a browser's cookie jar the simulated shoppers need: the portal's social sign-in binds each
 * state to an HttpOnly cookie of the browser that began it (docs/security.md «Social sign-in bound to its
 * browser»), which a browser sends back by itself and Node's fetch does not.
 */

/** A fetch that keeps the cookies its answers set (name → value) and sends them with every later request. */
export function fetchWithCookies(base: typeof fetch = fetch): typeof fetch {
  const jar = new Map<string, string>();
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    if (jar.size > 0) {
      headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await base(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) {
        jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
      }
    }
    return response;
  };
}
