// @vitest-environment jsdom
/**
 * @vkid/sdk __tests__/core/cookie: the state and the code verifier the kit makes survive the trip to the
 * provider in cookies, and go once the code is exchanged. (The kit's cookies are host-only, SameSite=Lax,
 * 15 minutes, named vkid_sdk_state and vkid_sdk_code_verifier: docs/decisions.md.)
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, freshPage, kit, stubWindowOpen } from './page.ts';

vi.mock('xstate', () => import('../../../widget/runtime/microXState.ts'));

afterEach(() => {
  vi.restoreAllMocks();
});

function cookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
}

describe('the sign-in cookies (reference: core/cookie)', () => {
  it('without a configured state or verifier, the kit makes both and keeps them in cookies', async () => {
    freshPage();
    configure();
    stubWindowOpen();
    void kit.Auth.login();
    await vi.waitFor(() => expect(cookies().vkid_sdk_state).toBeTruthy());
    expect(cookies().vkid_sdk_code_verifier).toMatch(/^[\w-]{43}$/);
  });

  it('a configured state and verifier are the ones used; the site keeps them, so no cookie repeats them (on purpose)', async () => {
    freshPage();
    const verifier = 'custom-text'.padEnd(43, 'x');
    configure({ state: 'custom-text', codeVerifier: verifier });
    const { popup } = stubWindowOpen();
    void kit.Auth.login();
    await vi.waitFor(() => expect(popup.location.href).toContain('/authorize'));
    expect(new URL(popup.location.href).searchParams.get('state')).toBe('custom-text');
    expect(cookies().vkid_sdk_state).toBeUndefined();
    expect(cookies().vkid_sdk_code_verifier).toBeUndefined();
  });

  it('an exchanged code clears them', async () => {
    const { fetch } = freshPage();
    configure();
    stubWindowOpen();
    void kit.Auth.login();
    await vi.waitFor(() => expect(cookies().vkid_sdk_state).toBeTruthy());
    const state = decodeURIComponent(cookies().vkid_sdk_state!);
    fetch.mockResolvedValueOnce(Response.json({ state, access_token: 'a', refresh_token: 'r' }));
    await kit.Auth.exchangeCode('code', 'deviceId');
    expect(document.cookie).toBe('');
  });
});
