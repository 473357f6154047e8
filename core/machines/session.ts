/** What the sign-in machines share once an auth call has answered with a user. */
import { MissingTokensError } from '../errors.ts';
import type { AuthUser, Tokens, UserInfo } from '../model/index.ts';
import type { TokenStore } from '../ports/index.ts';

/** Splits an auth answer into the tokens and the user info that the TokenStore keeps apart. */
export function splitSession(user: AuthUser): { tokens: Tokens; user: UserInfo } {
  const { accessToken, refreshToken, ...info } = user;
  return { tokens: { accessToken, refreshToken }, user: info };
}

/**
 * Stores the signed-in user. Async so a machine can invoke it and catch the store's
 * MissingTokensError (portal §4 «Tokens setting») instead of crashing on a throwing action.
 */
export async function saveSession(store: Pick<TokenStore, 'save'>, authUser: AuthUser): Promise<void> {
  const { tokens, user } = splitSession(authUser);
  store.save(tokens, user);
}

/** True for the §8 «missing tokens» failure, from the API's answer or from the token store. */
export function isMissingTokens(error: unknown): boolean {
  return error instanceof MissingTokensError;
}
