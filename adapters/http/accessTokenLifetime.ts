/**
 * How long an access token was issued for, read from its JWT claims (exp − iat). The difference of
 * two server times, so the browser's own clock being wrong does not matter: the client counts the
 * lifetime from the moment it received the token.
 */
export function accessTokenLifetimeMs(token: string): number | null {
  const payload = token.split('.')[1];
  if (payload === undefined || payload === '') {
    return null;
  }
  let claims: unknown;
  try {
    claims = JSON.parse(decodeBase64Url(payload));
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) {
    return null;
  }
  const { exp, iat } = claims as { exp?: unknown; iat?: unknown };
  if (typeof exp !== 'number' || typeof iat !== 'number' || !Number.isFinite(exp - iat) || exp <= iat) {
    return null;
  }
  return (exp - iat) * 1000;
}

function decodeBase64Url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}
