import { describe, expect, it } from 'vitest';
import { MemoryCityStore } from '../../../adapters/memory/MemoryCityStore.ts';
import { MemoryNavigator } from '../../../adapters/memory/MemoryNavigator.ts';
import { MemoryParentWindow } from '../../../adapters/memory/MemoryParentWindow.ts';
import { MemoryReferralStore } from '../../../adapters/memory/MemoryReferralStore.ts';
import { MemoryTokenStore } from '../../../adapters/memory/MemoryTokenStore.ts';
import { provideSmsLogin } from '../../../core/machines/smsLogin.ts';
import { provideSocialServices } from '../../../ui/app/socialServices.ts';
import { createServices, type Ports } from '../../../ui/app/services.ts';
import { fakeApi } from '../renderApp.tsx';
import { FakeRenewal } from '../../core/machines/sessionFakes.ts';

function ports(extra: Partial<Ports> = {}): Ports {
  return {
    api: fakeApi({}),
    tokens: new MemoryTokenStore(),
    cityStore: new MemoryCityStore(null),
    referrals: new MemoryReferralStore(),
    navigator: new MemoryNavigator(),
    parentWindow: new MemoryParentWindow(),
    logger: { error: () => {} },
    clock: { now: () => 0 },
    renewal: new FakeRenewal(null),
    ...extra,
  };
}

const CONFIG = { fingerprint: 'agent2', promoCodesSwitch: '1', fileBase: '/api', links: {} };

describe("a lazily loaded form's machine, bound once on its first use", () => {
  it('binds it to the ports on the first call and gives the same machine on every later one', () => {
    const services = createServices(ports(), CONFIG);
    const seen: Ports[] = [];
    const provide = (bound: Ports) => {
      seen.push(bound);
      return { bound };
    };
    const first = services.bind(provide);
    expect(services.bind(provide)).toBe(first);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.tokens).toBe(services.tokens);
  });

  it('binds each machine apart, and each page load its own', () => {
    const pagePorts = ports();
    const services = createServices(pagePorts, CONFIG);
    const smsLogin = services.bind(provideSmsLogin);
    expect(smsLogin.id).toBe('smsLogin');
    expect(services.bind((bound) => provideSmsLogin(bound))).not.toBe(smsLogin);
    expect(createServices(pagePorts, CONFIG).bind(provideSmsLogin)).not.toBe(smsLogin);
  });

  it('gives no social sign-in machines to an app without its adapters', () => {
    expect(createServices(ports(), CONFIG).bind(provideSocialServices)).toBeNull();
  });
});
