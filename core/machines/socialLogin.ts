/**
 * The social one-tap sign-in of portal §4, both halves:
 * - in the login and registration forms (`route: 'form'`): asks the server for a challenge and state, which
 *   the one-tap button is rendered with, and renews them before the server forgets the state;
 * - on the callback routes 'login-vk' / 'registration-vk' (`route: 'callback'`): exchanges the code once (a reload
 *   or Back onto the address must not replay it), stores tokens, user and vkData and opens the cabinet; a
 *   blocked user sees the message; PHONE_REQUIRED opens the phone step; a sign-in begun in another browser
 *   (STATE_BROWSER_MISMATCH: a link someone else made) is logged and says so, with the way to sign in, since
 *   landing silently on the form would hide why nobody was signed in; so is one this tab did not begin
 *   (STATE_PAGE_MISMATCH: no page secret for its state here — another tab, or someone else's sign-in planted
 *   from another port of the host, issue 30); any other failure is only logged and
 *   the visitor lands on the form the sign-in started from, as from a callback address without a code.
 */
import { assign, fromPromise, setup } from 'xstate';
import { ApiError, errorCode } from '../errors.ts';
import { messages, SOCIAL_OTHER_BROWSER_MESSAGE, SOCIAL_OTHER_PAGE_MESSAGE } from '../domain/messages.ts';
import { referralPayload } from '../domain/referral.ts';
import {
  CHALLENGE_REFRESH_MS,
  SOCIAL_FALLBACK_PATHS,
  socialRedirectUri,
  type SocialCallback,
  type SocialFlow,
} from '../domain/socialLogin.ts';
import type { Referral } from '../model/index.ts';
import type { Logger, Navigator, TokenStore } from '../ports/index.ts';
import type {
  CallbackLedger,
  PageSecrets,
  SocialAuthApi,
  VkAuthUser,
  VkChallenge,
  VkData,
  VkDataStore,
  VkLoginRequest,
} from '../ports/socialAuth.ts';
import { answeredUser, keepAuthUser, keptAuthUser, saveSession, type AnsweredUserContext } from './answeredUser.ts';
import { notProvided } from './notProvided.ts';

export interface SocialLoginInput {
  fingerprint: string;
  flow: SocialFlow;
  /** The portal's origin ('https://rjadom.ru'), for the redirect URI of the flow. */
  origin: string;
  /** 'form': the one-tap button in a form; 'callback': the page the provider sends the visitor back to. */
  route: 'form' | 'callback';
  /** What the callback address carries: null in the forms, and on a callback address without a code (declined, or opened by hand). */
  callback: SocialCallback | null;
  /** The referral of this visit; sent as suid, tid or did. */
  referral: Referral | null;
}

/** What the phone step needs when the provider gave no phone it vouches for. */
interface SocialSignUp {
  token: string;
  vkData: VkData | null;
}

interface SocialLoginContext extends AnsweredUserContext<VkAuthUser> {
  fingerprint: string;
  flow: SocialFlow;
  redirectUri: string;
  route: 'form' | 'callback';
  callback: SocialCallback | null;
  referral: Referral | null;
  /** The challenge the button is rendered with; null until the server answered. */
  challenge: VkChallenge | null;
  signUp: SocialSignUp | null;
  /** The message a blocked user, or the opener of a sign-in begun in another browser or tab, sees. */
  error: string | null;
}

/** Nothing arrives from outside: the machine only reacts to its calls and its clock. */
type SocialLoginEvent = { type: 'socialLogin.noop' };

function signUpOf(error: unknown): SocialSignUp | null {
  const details =
    error instanceof ApiError ? (error.details as { token?: unknown; vkData?: VkData } | undefined) : undefined;
  return typeof details?.token === 'string' ? { token: details.token, vkData: details.vkData ?? null } : null;
}

/**
 * States: choosing (transient) → button.preparing → button.ready ⇄ (every 9 min) button.preparing | button.unavailable | button.off (no provider configured);
 * callback.checking → callback.exchanging → callback.storing → signedIn (final) | blocked | otherBrowser | otherPage | phoneRequired | leaving (final).
 * Tags: 'busy' while the callback is being handled; 'ready' when the button can be rendered with `context.challenge`.
 */
const socialLoginMachine = setup({
  types: {
    input: {} as SocialLoginInput,
    context: {} as SocialLoginContext,
    events: {} as SocialLoginEvent,
  },
  actors: {
    fetchChallenge: fromPromise<VkChallenge, { fingerprint: string; redirectUri: string }>(async () =>
      notProvided('socialLogin', 'fetchChallenge'),
    ),
    exchangeCode: fromPromise<VkAuthUser, VkLoginRequest>(async () => notProvided('socialLogin', 'exchangeCode')),
    storeSession: fromPromise<void, VkAuthUser>(async () => notProvided('socialLogin', 'storeSession')),
  },
  guards: {
    onCallbackRoute: ({ context }) => context.route === 'callback',
    noCallback: ({ context }) => context.callback === null,
    /** This tab already acted on this callback's state. Bound to the CallbackLedger. */
    alreadyExchanged: () => notProvided('socialLogin', 'alreadyExchanged'),
    /** The portal has no provider configured (issue 31): not a failure to log, and nothing to ask again. */
    socialOff: (_, params: { error: unknown }) => errorCode(params.error) === 'SOCIAL_SIGN_IN_OFF',
    blocked: (_, params: { error: unknown }) => errorCode(params.error) === 'USER_BLOCKED',
    otherBrowser: (_, params: { error: unknown }) => errorCode(params.error) === 'STATE_BROWSER_MISMATCH',
    otherPage: (_, params: { error: unknown }) => errorCode(params.error) === 'STATE_PAGE_MISMATCH',
    phoneRequired: (_, params: { error: unknown }) =>
      errorCode(params.error) === 'PHONE_REQUIRED' && signUpOf(params.error) !== null,
  },
  actions: {
    /** Remembers the callback's state before the exchange starts. Bound to the CallbackLedger. */
    markExchanged: () => notProvided('socialLogin', 'markExchanged'),
    openCabinet: () => notProvided('socialLogin', 'openCabinet'),
    /** Goes to `path` (the form the sign-in started from). Bound to the Navigator. */
    goTo: (_, _params: { path: string }) => notProvided('socialLogin', 'goTo'),
    /** Portal §7: a social-login failure is only logged. Bound to the Logger. */
    logFailure: (_, _params: { error: unknown }) => notProvided('socialLogin', 'logFailure'),
    keepAuthUser: keepAuthUser<SocialLoginContext, SocialLoginEvent>(),
    setChallenge: assign({ challenge: (_, challenge: VkChallenge) => challenge }),
    showBlocked: assign({ error: messages.smsLogin.USER_BLOCKED }),
    showOtherBrowser: assign({ error: SOCIAL_OTHER_BROWSER_MESSAGE }),
    showOtherPage: assign({ error: SOCIAL_OTHER_PAGE_MESSAGE }),
    setSignUp: assign({ signUp: (_, params: { error: unknown }) => signUpOf(params.error) }),
  },
  delays: {
    challengeRefresh: CHALLENGE_REFRESH_MS,
  },
}).createMachine({
  id: 'socialLogin',
  context: ({ input }) => ({
    fingerprint: input.fingerprint,
    flow: input.flow,
    redirectUri: socialRedirectUri(input.origin, input.flow),
    route: input.route,
    callback: input.callback,
    referral: input.referral,
    challenge: null,
    signUp: null,
    error: null,
    authUser: null,
  }),
  initial: 'choosing',
  states: {
    choosing: {
      always: [{ guard: 'onCallbackRoute', target: 'callback' }, { target: 'button' }],
    },
    button: {
      initial: 'preparing',
      states: {
        preparing: {
          invoke: {
            src: 'fetchChallenge',
            input: ({ context }) => ({ fingerprint: context.fingerprint, redirectUri: context.redirectUri }),
            onDone: { target: 'ready', actions: { type: 'setChallenge', params: ({ event }) => event.output } },
            onError: [
              { guard: { type: 'socialOff', params: ({ event }) => ({ error: event.error }) }, target: 'off' },
              {
                target: 'unavailable',
                actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        ready: {
          tags: ['ready'],
          after: { challengeRefresh: 'preparing' },
        },
        unavailable: {},
        off: {},
      },
    },
    callback: {
      initial: 'checking',
      states: {
        checking: {
          always: [
            { guard: 'noCallback', target: '#socialLogin.leaving' },
            { guard: 'alreadyExchanged', target: '#socialLogin.leaving' },
            { target: 'exchanging', actions: 'markExchanged' },
          ],
        },
        exchanging: {
          tags: ['busy'],
          invoke: {
            src: 'exchangeCode',
            input: ({ context }) => {
              const referral = referralPayload(context.referral);
              return {
                code: context.callback?.code ?? '',
                deviceId: context.callback?.deviceId ?? '',
                state: context.callback?.state ?? '',
                fingerprint: context.fingerprint,
                redirectUri: context.redirectUri,
                ...(referral === undefined ? {} : { referral }),
              };
            },
            onDone: { target: 'storing', actions: { type: 'keepAuthUser', params: answeredUser } },
            onError: [
              {
                guard: { type: 'blocked', params: ({ event }) => ({ error: event.error }) },
                target: '#socialLogin.blocked',
                actions: 'showBlocked',
              },
              {
                guard: { type: 'otherBrowser', params: ({ event }) => ({ error: event.error }) },
                target: '#socialLogin.otherBrowser',
                actions: ['showOtherBrowser', { type: 'logFailure', params: ({ event }) => ({ error: event.error }) }],
              },
              {
                guard: { type: 'otherPage', params: ({ event }) => ({ error: event.error }) },
                target: '#socialLogin.otherPage',
                actions: ['showOtherPage', { type: 'logFailure', params: ({ event }) => ({ error: event.error }) }],
              },
              {
                guard: { type: 'phoneRequired', params: ({ event }) => ({ error: event.error }) },
                target: '#socialLogin.phoneRequired',
                actions: { type: 'setSignUp', params: ({ event }) => ({ error: event.error }) },
              },
              {
                target: '#socialLogin.leaving',
                actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        storing: {
          tags: ['busy'],
          invoke: {
            src: 'storeSession',
            input: keptAuthUser,
            onDone: { target: '#socialLogin.signedIn', actions: 'openCabinet' },
            onError: {
              target: '#socialLogin.leaving',
              actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    signedIn: { type: 'final', tags: ['busy'] },
    blocked: {},
    otherBrowser: {},
    otherPage: {},
    phoneRequired: {},
    leaving: {
      type: 'final',
      entry: { type: 'goTo', params: ({ context }) => ({ path: SOCIAL_FALLBACK_PATHS[context.flow] }) },
    },
  },
});

/** The ports the social sign-in talks to. */
export interface SocialLoginPorts {
  socialAuth: Pick<SocialAuthApi, 'codeChallengeVk' | 'loginFromVk'>;
  tokens: Pick<TokenStore, 'save'>;
  vkData: VkDataStore;
  ledger: CallbackLedger;
  pageSecrets: PageSecrets;
  navigator: Pick<Navigator, 'goTo' | 'openCabinet'>;
  logger: Logger;
}

/** Stores what a social sign-in answered: tokens and user (as every sign-in), and vkData. */
export async function saveSocialSession(
  ports: Pick<SocialLoginPorts, 'tokens' | 'vkData'>,
  user: VkAuthUser,
): Promise<void> {
  const { vkData, ...authUser } = user;
  await saveSession(ports.tokens, authUser);
  ports.vkData.save(vkData);
}

/**
 * The exchanges one binding of the machine started, by state, for the page's life. An actor may be stopped
 * in `exchanging` and started again from its snapshot, which starts the exchange's invocation again: React's
 * StrictMode does exactly that to every effect in the development build (@xstate/react stops and rehydrates
 * the actor). The state is single-use on the server, so a second request could only meet STATE_USED and
 * throw away the sign-in the first one made; the restarted invocation joins the first request instead.
 */
class ExchangesByState {
  private readonly started = new Map<string, Promise<VkAuthUser>>();
  private readonly unsettled = new Set<string>();

  /** The exchange of `state`: the one already started on this page, else `exchange()` started now. */
  join(state: string, exchange: () => Promise<VkAuthUser>): Promise<VkAuthUser> {
    const known = this.started.get(state);
    if (known !== undefined) {
      return known;
    }
    const started = exchange();
    this.started.set(state, started);
    this.unsettled.add(state);
    const settled = () => {
      this.unsettled.delete(state);
    };
    started.then(settled, settled);
    return started;
  }

  /** True while the exchange of `state` is waiting for its answer: another actor for it joins rather than leaves. */
  inFlight(state: string): boolean {
    return this.unsettled.has(state);
  }
}

/**
 * Starts a sign-in bound to this page (issue 30): a fresh page secret goes with the request, and is kept in
 * the tab under the state the server answered. A challenge asked for by an actor stopped meanwhile (StrictMode)
 * still keeps its secret: the state may be the one the button renders.
 */
async function startBoundToPage(
  ports: Pick<SocialLoginPorts, 'socialAuth' | 'pageSecrets'>,
  request: { fingerprint: string; redirectUri: string },
): Promise<VkChallenge> {
  const pageSecret = await ports.pageSecrets.create();
  const challenge = await ports.socialAuth.codeChallengeVk({ ...request, pageSecret });
  await ports.pageSecrets.keep(challenge.state, pageSecret);
  return challenge;
}

/** The exchange with the secret this tab kept for its state; none when it kept none (the server then refuses). */
async function withPageSecret(request: VkLoginRequest, pageSecrets: PageSecrets): Promise<VkLoginRequest> {
  const pageSecret = await pageSecrets.find(request.state);
  return pageSecret === null ? request : { ...request, pageSecret };
}

/** The social sign-in machine bound to its ports. */
export function provideSocialLogin(ports: SocialLoginPorts) {
  const { socialAuth, ledger, pageSecrets, navigator: nav, logger } = ports;
  const exchanges = new ExchangesByState();
  return socialLoginMachine.provide({
    actors: {
      fetchChallenge: fromPromise(({ input }) => startBoundToPage(ports, input)),
      exchangeCode: fromPromise(({ input }) =>
        exchanges.join(input.state, async () => socialAuth.loginFromVk(await withPageSecret(input, pageSecrets))),
      ),
      storeSession: fromPromise(({ input }) => saveSocialSession(ports, input)),
    },
    guards: {
      // A settled exchange is over for this tab (a reload, or Back after signing out, exchanges nothing);
      // one still waiting for its answer is joined: the same callback, rendered again.
      alreadyExchanged: ({ context }) =>
        context.callback !== null && ledger.has(context.callback.state) && !exchanges.inFlight(context.callback.state),
    },
    actions: {
      markExchanged: ({ context }) => {
        if (context.callback !== null) {
          ledger.add(context.callback.state);
        }
      },
      openCabinet: () => nav.openCabinet(),
      goTo: (_, params) => nav.goTo(params.path),
      logFailure: (_, params) => logger.error('ERROR SOCIAL_LOGIN', params.error),
    },
  });
}
