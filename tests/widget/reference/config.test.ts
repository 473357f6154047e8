// @vitest-environment jsdom
/**
 * @vkid/sdk __tests__/core/config: the configuration's defaults and what `init` overrides.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP, configure, freshPage, kit } from './page.ts';

vi.mock('xstate', () => import('../../../widget/runtime/microXState.ts'));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Config (reference: core/config)', () => {
  it('before init, get() answers the defaults: app 0 and the provider’s login, oauth and id hosts', async () => {
    vi.resetModules();
    const { Config } = await import('../../../widget/index.ts');
    const defaults = Config.get() as unknown as Record<string, unknown>;
    expect(defaults).toBeTruthy();
    expect(defaults.__loginDomain).toContain('login.');
    expect(defaults.__oauthDomain).toContain('oauth.');
    expect(defaults.__vkidDomain).toContain('id.');
    expect(defaults.app).toBe(0);
  });

  it('init overrides app, state, codeVerifier, redirectUrl and the provider’s hosts', () => {
    freshPage();
    const { Config } = kit;
    // The kit refuses a verifier shorter than RFC 7636's 43 characters at init (on purpose): the
    // reference's 'Ryoji' would only fail later, at the token exchange. Any other value is kept as given.
    const verifier = 'Ryoji'.repeat(9);
    configure({
      app: APP,
      codeVerifier: verifier,
      state: 'Ryoji',
      redirectUrl: 'Ryoji',
      __loginDomain: 'Ryoji',
      __oauthDomain: 'Ryoji',
      __vkidDomain: 'Ryoji',
    });
    const config = Config.get() as unknown as Record<string, unknown>;
    expect(config).toBeTruthy();
    expect(config.app).toBe(100);
    expect(config.state).toBe('Ryoji');
    expect(config.codeVerifier).toBe(verifier);
    expect(config.redirectUrl).toBe('Ryoji');
    expect(config.__loginDomain).toBe('Ryoji');
    expect(config.__oauthDomain).toBe('Ryoji');
    expect(config.__vkidDomain).toBe('Ryoji');
  });
});
