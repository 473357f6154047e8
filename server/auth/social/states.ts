/**
 * The single-use states of the social sign-in (portal §7 code-challenge-vk): each keeps a PKCE verifier on
 * the server, bound to the browser that began it (browserBinding.ts), the fingerprint and the redirect URI it
 * was made for, for at most ten minutes.
 */
import { randomBytes } from 'node:crypto';
import { lockSubjects } from '../../commands/advisoryLocks.ts';
import { spendSignInState, storeSignInState } from '../../commands/socialSignInStates.ts';
import type { Db } from '../../db/database.ts';
import type { ServerDeps } from '../../deps.ts';
import { fail } from '../../http/failure.ts';
import { s256Challenge } from '../../security/nodePkce.ts';
import { countSignInStartsSince, findSignInState } from '../../queries/socialSignInStates.ts';
import { sameDigest, sha256Hex } from '../secrets.ts';

const HOUR_MS = 3600 * 1000;

/** What the browser needs to start the provider's sign-in; the verifier never leaves the server. */
export interface StartedSignIn {
  codeChallenge: string;
  state: string;
}

/** A state as login-from-vk spends it. */
export interface SpentState {
  codeVerifier: string;
  fingerprint: string;
  redirectUri: string;
}

/** 32 bytes of the CSPRNG in base64url: 43 characters, a valid verifier (RFC 7636 §4.1) and an unguessable state. */
function randomValue(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Inside `tx`: the per-address and per-fingerprint limits on starting sign-ins, counted under advisory locks
 * like the SMS limits (the fingerprint per address when the address is known). Over one: 429 TOO_MANY_REQUESTS.
 */
async function checkStartLimits(tx: Db, deps: ServerDeps, fingerprint: string, ip: string | null): Promise<void> {
  const limits = deps.config.identityProvider;
  const since = deps.clock.now() - HOUR_MS;
  await lockSubjects(tx, ip === null ? [`vkid:fp:${fingerprint}`] : [`vkid:ip:${ip}`, `vkid:fp:${fingerprint}`]);
  if (ip !== null && (await countSignInStartsSince(tx, { ip }, since)) >= limits.startsPerIpPerHour) {
    fail(429, 'TOO_MANY_REQUESTS', { limit: 'ipHour' });
  }
  const byFingerprint = ip === null ? { fingerprint } : { fingerprint, ip };
  if ((await countSignInStartsSince(tx, byFingerprint, since)) >= limits.startsPerFingerprintPerHour) {
    fail(429, 'TOO_MANY_REQUESTS', { limit: 'fingerprintHour' });
  }
}

/**
 * code-challenge-vk: a fresh verifier and state for a configured redirect URI (anything else is
 * 400 REDIRECT_URI_NOT_ALLOWED: an open redirect would hand codes to a stranger), within the start limits,
 * bound to `browser` (the binding cookie's value) and `pageSecret` (the page's secret), of each of which only the
 * SHA-256 is stored.
 */
export async function startSocialSignIn(
  deps: ServerDeps,
  request: { fingerprint: string; redirectUri: string; browser: string; pageSecret: string },
  ip: string | null,
): Promise<StartedSignIn> {
  const config = deps.config.identityProvider;
  if (!config.redirectUris.includes(request.redirectUri)) {
    fail(400, 'REDIRECT_URI_NOT_ALLOWED');
  }
  const verifier = randomValue();
  const state = randomValue();
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await checkStartLimits(tx, deps, request.fingerprint, ip);
    await storeSignInState(tx, {
      stateHash: sha256Hex(state),
      codeVerifier: verifier,
      fingerprint: request.fingerprint,
      redirectUri: request.redirectUri,
      browserHash: sha256Hex(request.browser),
      pageSecretHash: sha256Hex(request.pageSecret),
      ip,
      createdAt: new Date(now),
      expiresAt: new Date(now + config.stateTtlSeconds * 1000),
    });
  });
  return { codeChallenge: await s256Challenge(verifier), state };
}

/** True when `secret` (null: none was sent) is the one whose SHA-256 the state keeps (null: it keeps none); constant-time. */
function sameSecret(storedHash: string | null, secret: string | null): boolean {
  return storedHash !== null && secret !== null && sameDigest(storedHash, sha256Hex(secret));
}

/**
 * login-from-vk's first step: the state must be known (400 STATE_UNKNOWN), unused (STATE_USED), unexpired
 * (STATE_EXPIRED), begun in this browser (STATE_BROWSER_MISMATCH: no binding cookie, or another one; checked
 * first of the bindings, so a link made anywhere else always answers this), on this page (STATE_PAGE_MISMATCH:
 * no page secret, or another one — the binding cookie alone can be planted from another port of the same
 * host, the page's sessionStorage cannot) and made for this fingerprint
 * (STATE_FINGERPRINT_MISMATCH) and redirect URI (STATE_REDIRECT_MISMATCH). A mismatch leaves it unspent, so
 * neither a stranger's guess nor a forged link opened by someone else can burn the owner's sign-in; a matching
 * one is spent at once, before the provider is called, by an UPDATE only one request can win.
 */
export async function spendState(
  deps: ServerDeps,
  request: {
    state: string;
    fingerprint: string;
    redirectUri: string;
    browser: string | null;
    pageSecret: string | null;
  },
): Promise<SpentState> {
  const stateHash = sha256Hex(request.state);
  const row = await findSignInState(deps.db, stateHash);
  if (row === null) {
    fail(400, 'STATE_UNKNOWN');
  }
  if (row.usedAt !== null) {
    fail(400, 'STATE_USED');
  }
  const now = deps.clock.now();
  if (now >= row.expiresAt.getTime()) {
    fail(400, 'STATE_EXPIRED');
  }
  if (!sameSecret(row.browserHash, request.browser)) {
    fail(400, 'STATE_BROWSER_MISMATCH');
  }
  if (!sameSecret(row.pageSecretHash, request.pageSecret)) {
    fail(400, 'STATE_PAGE_MISMATCH');
  }
  if (row.fingerprint !== request.fingerprint) {
    fail(400, 'STATE_FINGERPRINT_MISMATCH');
  }
  if (row.redirectUri !== request.redirectUri) {
    fail(400, 'STATE_REDIRECT_MISMATCH');
  }
  if (!(await spendSignInState(deps.db, stateHash, now))) {
    fail(400, 'STATE_USED');
  }
  return { codeVerifier: row.codeVerifier, fingerprint: row.fingerprint, redirectUri: row.redirectUri };
}
