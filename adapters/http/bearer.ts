import { ApiError } from '../../core/errors.ts';
import type { TokenStore } from '../../core/ports/index.ts';
import type { BearerRenewal } from './SessionRefresher.ts';

/**
 * Sends a Bearer call as the signed-in user. Without stored tokens nothing is sent (the port's
 * UNAUTHORIZED). When the server answers 401 — the access token expired or was replaced — the session
 * is renewed once and the call sent once more with the new token; a second 401 is the answer. The
 * server refuses an expired token before doing anything, so sending again cannot do the work twice.
 */
export async function sendWithRenewal<T>(
  tokens: TokenStore,
  renewal: BearerRenewal | undefined,
  send: (accessToken: string) => Promise<T>,
): Promise<T> {
  const stored = tokens.read();
  if (stored === null) {
    throw new ApiError('UNAUTHORIZED', 401);
  }
  try {
    return await send(stored.accessToken);
  } catch (error) {
    if (renewal === undefined || !(error instanceof ApiError) || error.status !== 401) {
      throw error;
    }
    const renewed = await renewal.renewAfter(stored.accessToken);
    if (renewed === null) {
      throw new ApiError('UNAUTHORIZED', 401, { cause: error });
    }
    return send(renewed.accessToken);
  }
}
