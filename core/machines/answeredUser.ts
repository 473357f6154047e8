/** What the sign-in machines share once an auth call has answered with a user. */
import { assign } from 'xstate';
import type { EventObject } from 'xstate';
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

/**
 * The context of a machine that stores what its auth call answered in a state of its own: the answer is taken
 * from the call's done event ('keepAuthUser' with `params: answeredUser`) and read back as the storing actor's
 * input (`input: keptAuthUser`), since an invoke's input cannot see the event that entered its state.
 */
export interface AnsweredUserContext<TUser extends AuthUser = AuthUser> {
  /** What the auth call answered (tokens included); null until it answered. */
  authUser: TUser | null;
}

/** The 'keepAuthUser' action of a machine with context TContext and events TEvent (params: the answered user). */
export function keepAuthUser<TContext extends AnsweredUserContext, TEvent extends EventObject>() {
  return assign<TContext, TEvent, NonNullable<TContext['authUser']>, TEvent, never>(({ context }, user) => ({
    ...context,
    authUser: user,
  }));
}

/** The params of 'keepAuthUser': the user an auth call's done event carries. */
export function answeredUser<TUser extends AuthUser>({ event }: { event: { output: TUser } }): TUser {
  return event.output;
}

/** The storing actor's input: the user kept from the auth call. */
export function keptAuthUser<TUser extends AuthUser>({ context }: { context: AnsweredUserContext<TUser> }): TUser {
  if (context.authUser === null) {
    throw new Error('a session is being stored before the auth call answered');
  }
  return context.authUser;
}
