/**
 * What the session-owner tests share (sessionOwner.test.ts, rotationHeardLate.test.ts): one browser's Web Locks and
 * tokens whose access token carries the claims the browser reads.
 */
import type { LockRequester } from '../../../adapters/locks/WebLocksSessionLock.ts';
import type { Tokens } from '../../../core/model/index.ts';

/** The Web Locks API as one browser has it: one holder at a time, in the order asked. */
export class OneBrowserLocks implements LockRequester {
  private tail: Promise<unknown> = Promise.resolve();

  request<T>(_name: string, _options: { mode: 'exclusive' }, callback: () => Promise<T>): Promise<T> {
    const run = this.tail.then(callback);
    this.tail = run.catch(() => undefined);
    return run;
  }
}

/**
 * The `serial`-th tokens of session `session`: an access token with subject, session and times (its signature is
 * not checked here; it lives 900 s) and the refresh token `<session>-refresh-<serial>`.
 */
export function sessionTokens(session: string, serial: number): Tokens {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = { sub: '7', sid: session, iat: serial, exp: serial + 900 };
  return {
    accessToken: `${encode({ alg: 'HS256' })}.${encode(claims)}.sig`,
    refreshToken: `${session}-refresh-${serial}`,
  };
}
