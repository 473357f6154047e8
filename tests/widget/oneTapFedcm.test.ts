// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OneTap, OneTapInternalEvents, WidgetEvents, type OneTapEventMap } from '../../widget/index.ts';
import { fedcm } from '../../widget/oneTapFedcm.ts';
import type { Pkce } from '../../widget/pkcePair.ts';
import { Config } from '../../widget/config.ts';
import { APP, PROVIDER_ORIGIN, REDIRECT_URL, container, flush, freshPage, fromFrame } from './support.ts';

vi.mock('xstate', () => import('../../widget/runtime/microXState.ts'));

let pair: Pkce;

beforeEach(async () => {
  pair = await freshPage({ responseMode: 'callback' });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{"response":1}'));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (window as { IdentityCredential?: unknown }).IdentityCredential;
});

/** A stand-in for navigator.credentials: answers `answer` (or throws it) and keeps what it was asked. */
function fakeCredentials(answer: unknown, reject = false) {
  const get = vi.fn(async () => {
    if (reject) {
      throw answer;
    }
    return answer;
  });
  Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
  (window as { IdentityCredential?: unknown }).IdentityCredential = function IdentityCredential() {};
  return get;
}

const TOKEN = JSON.stringify({ code: 'code-1', device_id: 'dev-1', state: 'st', type: 'code_v2', expires_in: 600 });

/** What the local provider's frame says with «not authorized»: it offers FedCM (the real VK ID's frame says nothing). */
const OFFERS_FEDCM = { fedcm: true };

/** A rejection as Chrome gives it for a closed chooser, no account at the provider and unreachable FedCM files alike. */
const networkError = () => new DOMException('Error retrieving a token.', 'NetworkError');

/** Renders a one-tap widget, lets its frame say «not authorized» with `params` and collects what the site hears. */
function notAuthorized(params: unknown = OFFERS_FEDCM) {
  const el = container();
  const widget = new OneTap();
  const events: Array<[string, unknown]> = [];
  for (const name of [...Object.values(WidgetEvents), ...Object.values(OneTapInternalEvents)]) {
    widget.on(name as keyof OneTapEventMap, (payload: unknown) => events.push([name, payload]));
  }
  widget.render({ container: el });
  return {
    events,
    widget,
    async frameSays() {
      await flush();
      fromFrame(el.querySelector('iframe')!, OneTapInternalEvents.NOT_AUTHORIZED, params);
      return el.querySelector<HTMLElement>('.vkid')!;
    },
  };
}

/** The browser's FedCM call was made and answered, and what followed it has run. */
async function settled(get: ReturnType<typeof fakeCredentials>) {
  await vi.waitFor(() => expect(get).toHaveBeenCalled(), { timeout: 2000 });
  await get.mock.results[0]!.value.catch(() => {});
  await new Promise((resolve) => setTimeout(resolve, 20));
  await flush();
}

async function noSession() {
  const { events, widget, frameSays } = notAuthorized();
  const root = await frameSays();
  // The FedCM module loads on demand: let its import and the browser's answer settle.
  await vi.waitFor(
    async () => {
      await flush();
      if (!events.some(([name]) => name === OneTapInternalEvents.LOGIN_SUCCESS || name === WidgetEvents.ERROR)) {
        throw new Error('not yet');
      }
    },
    { timeout: 2000 },
  );
  return { root, events, widget };
}

describe('one tap through FedCM when the frame sees no session (issue 22)', () => {
  it('asks the browser for the provider with the page’s PKCE pair and emits the frame’s login success with the token’s payload', async () => {
    const get = fakeCredentials({ token: TOKEN });
    const { events } = await noSession();
    expect(get).toHaveBeenCalledWith({
      identity: {
        providers: [
          {
            configURL: `${PROVIDER_ORIGIN}/fedcm/config.json`,
            clientId: String(APP),
            params: {
              redirect_uri: REDIRECT_URL,
              code_challenge: pair.challenge,
              code_challenge_method: 's256',
              state: pair.state,
              scope: undefined,
            },
          },
        ],
      },
    });
    expect(events).toContainEqual([OneTapInternalEvents.NOT_AUTHORIZED, { reason: 'not_authorized' }]);
    expect(events).toContainEqual([
      OneTapInternalEvents.LOGIN_SUCCESS,
      { code: 'code-1', device_id: 'dev-1', state: 'st', type: 'code_v2', expires_in: '600' },
    ]);
  });

  it('a rejection without a sign-in is silent: the browser answers a closed chooser, no account at the provider and unreachable FedCM files with the same NetworkError, so the site hears nothing and the widget’s own button stays', async () => {
    const get = fakeCredentials(networkError(), true);
    const { events, frameSays } = notAuthorized();
    const root = await frameSays();
    await settled(get);
    expect(get).toHaveBeenCalledTimes(1);
    expect(events.filter(([name]) => name === WidgetEvents.ERROR)).toEqual([]);
    expect(events).toContainEqual([OneTapInternalEvents.NOT_AUTHORIZED, { reason: 'not_authorized' }]);
    expect(root.dataset.state).toBe('not_loaded');
    expect(root.dataset.reason).toBe('not_authorized');
    expect(root.querySelector('button.vkid-btn')).not.toBeNull();
    expect(await fedcm(Config.get(), { get: async () => Promise.reject(networkError()) })).toBeUndefined();
  });

  it('a provider whose frame does not offer FedCM (the real VK ID) is never asked through the browser: the not-authorized state as without FedCM', async () => {
    const get = fakeCredentials({ token: TOKEN });
    for (const params of [{}, null, { fedcm: false }, { fedcm: 0 }]) {
      const { events, frameSays } = notAuthorized(params);
      const root = await frameSays();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await flush();
      expect(
        events.filter(([name]) => name === WidgetEvents.ERROR || name === OneTapInternalEvents.LOGIN_SUCCESS),
      ).toEqual([]);
      expect(root.dataset.reason).toBe('not_authorized');
    }
    expect(get).not.toHaveBeenCalled();
  });

  it('the visitor chose an account and the provider refused it (IdentityCredentialError, after the browser showed the refusal and the visitor closed it): the error with reason fedcm_dismissed and the provider’s error', async () => {
    fakeCredentials(
      Object.assign(new DOMException('Error retrieving a token.', 'IdentityCredentialError'), {
        error: 'access_denied',
      }),
      true,
    );
    const { events, root } = await noSession();
    const error = events.find(([name]) => name === WidgetEvents.ERROR)![1];
    expect(error).toMatchObject({
      code: 2,
      text: 'access_denied',
      reason: 'fedcm_dismissed',
      details: { code: 103, reason: 'fedcm_dismissed', details: { error: 'access_denied' } },
    });
    expect(root.dataset.state).toBe('not_loaded');
    expect(root.dataset.reason).toBe('fedcm_dismissed');
    expect(root.querySelector('button.vkid-btn')).not.toBeNull();
    expect(events.some(([name]) => name === OneTapInternalEvents.LOGIN_SUCCESS)).toBe(false);
    fakeCredentials(new DOMException('', 'IdentityCredentialError'), true);
    expect(await fedcm(Config.get())).toMatchObject({
      ok: false,
      error: { code: 103, reason: 'fedcm_dismissed', details: { error: 'IdentityCredentialError' } },
    });
  });

  it('falls back silently: FedCM turned off (NotSupportedError), no navigator.credentials', async () => {
    fakeCredentials(new DOMException('off', 'NotSupportedError'), true);
    expect(await fedcm(Config.get())).toBeUndefined();
    expect(await fedcm(Config.get(), undefined as never)).toBeUndefined();
  });

  it('a browser without FedCM never loads the module: the not-authorized state as before', async () => {
    const get = vi.fn();
    Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
    const el = container();
    const widget = new OneTap();
    const events: string[] = [];
    widget.on(WidgetEvents.ERROR, () => events.push('error'));
    widget.render({ container: el });
    await flush();
    fromFrame(el.querySelector('iframe')!, OneTapInternalEvents.NOT_AUTHORIZED, OFFERS_FEDCM);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(get).not.toHaveBeenCalled();
    expect(events).toEqual([]);
    expect(el.querySelector<HTMLElement>('.vkid')!.dataset.reason).toBe('not_authorized');
  });

  it('a token without a code is a failure, not a sign-in', async () => {
    fakeCredentials({ token: '{"error":"x"}' });
    expect(await fedcm(Config.get())).toMatchObject({ ok: false, error: { code: 103, reason: 'fedcm_dismissed' } });
  });
});
