// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OneTap, OneTapInternalEvents, WidgetEvents, type OneTapEventMap } from '../../widget/index.ts';
import { fedcm } from '../../widget/oneTapFedcm.ts';
import type { Pkce } from '../../widget/session.ts';
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

async function noSession() {
  const el = container();
  const widget = new OneTap();
  const events: Array<[string, unknown]> = [];
  for (const name of [...Object.values(WidgetEvents), ...Object.values(OneTapInternalEvents)]) {
    widget.on(name as keyof OneTapEventMap, (payload: unknown) => events.push([name, payload]));
  }
  widget.render({ container: el });
  await flush();
  const root = el.querySelector<HTMLElement>('.vkid')!;
  fromFrame(el.querySelector('iframe')!, OneTapInternalEvents.NOT_AUTHORIZED);
  // The FedCM module loads on demand: let its import and the browser's answer settle.
  await vi.waitFor(async () => {
    await flush();
    if (!events.some(([name]) => name === OneTapInternalEvents.LOGIN_SUCCESS || name === WidgetEvents.ERROR)) {
      throw new Error('not yet');
    }
  }, { timeout: 2000 });
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
            params: { redirect_uri: REDIRECT_URL, code_challenge: pair.challenge, code_challenge_method: 's256', state: pair.state, scope: undefined },
          },
        ],
      },
    });
    expect(events).toContainEqual([OneTapInternalEvents.NOT_AUTHORIZED, { reason: 'not_authorized' }]);
    expect(events).toContainEqual([OneTapInternalEvents.LOGIN_SUCCESS, { code: 'code-1', device_id: 'dev-1', state: 'st', type: 'code_v2', expires_in: '600' }]);
  });

  it('a dismissed chooser: the error with reason fedcm_dismissed, the widget’s own button stays', async () => {
    fakeCredentials(new DOMException('Error retrieving a token.', 'NetworkError'), true);
    const { events, root } = await noSession();
    const error = events.find(([name]) => name === WidgetEvents.ERROR)![1];
    expect(error).toMatchObject({ code: 2, reason: 'fedcm_dismissed', details: { code: 103, reason: 'fedcm_dismissed', details: { error: 'NetworkError' } } });
    expect(root.dataset.state).toBe('not_loaded');
    expect(root.dataset.reason).toBe('fedcm_dismissed');
    expect(root.querySelector('button.vkid-btn')).not.toBeNull();
    expect(events.some(([name]) => name === OneTapInternalEvents.LOGIN_SUCCESS)).toBe(false);
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
    fromFrame(el.querySelector('iframe')!, OneTapInternalEvents.NOT_AUTHORIZED);
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
