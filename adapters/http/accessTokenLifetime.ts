/**
 * What the browser reads from an access token's JWT claims without checking its signature (the server checks
 * it on every call): how long it was issued for, and which session (refresh-token family) it belongs to.
 */

/**
 * How long an access token was issued for (exp − iat). The difference of two server times, so the browser's
 * own clock being wrong does not matter: the client counts the lifetime from the moment it received the token.
 */
export function accessTokenLifetimeMs(token: string): number | null {
  const claims = claimsOf(token);
  if (claims === null) {
    return null;
  }
  const { exp, iat } = claims;
  if (typeof exp !== 'number' || typeof iat !== 'number' || !Number.isFinite(exp - iat) || exp <= iat) {
    return null;
  }
  return (exp - iat) * 1000;
}

/**
 * The session an access token belongs to (its subject and refresh-token family, `sub` and `sid`), or null when
 * the token does not say: two tokens of one session are rotations of each other, not two sign-ins.
 */
export function accessTokenSessionOf(token: string): string | null {
  const claims = claimsOf(token);
  if (claims === null || typeof claims.sub !== 'string' || typeof claims.sid !== 'string') {
    return null;
  }
  return `${claims.sub}/${claims.sid}`;
}

function claimsOf(token: string): Record<string, unknown> | null {
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
  return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
}

function decodeBase64Url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}
