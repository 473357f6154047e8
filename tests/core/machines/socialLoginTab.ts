/**
 * The social sign-in machine bound to in-memory ports, as the app binds it once per tab (services.bind): shared by
 * the socialLogin*.test.ts files, which differ in what they do with it, not in how they set it up.
 */
import { createActor, SimulatedClock, type Snapshot } from 'xstate';
import { provideSocialLogin, type SocialLoginInput } from '../../../core/machines/socialLogin.ts';
import type {
  CallbackLedger,
  PageSecrets,
  VkAuthUser,
  VkChallenge,
  VkData,
  VkDataStore,
  VkLoginRequest,
} from '../../../core/ports/socialAuth.ts';
import { MemoryPageSecrets, MemoryTokenStore, RecordingNavigator, ScriptedCall } from './signInFakes.ts';

export const ORIGIN = 'https://rjadom.ru';
export const CALLBACK = { code: 'code-1', deviceId: 'device-1', state: 'state-1' };

/** The provider's data of a visitor without a phone it vouches for. */
export const VK_DATA_NO_PHONE: VkData = {
  userId: '700001',
  firstName: 'Анна',
  lastName: 'Соколова',
  avatar: null,
  phone: null,
};

/** The server's challenge for `state`. */
export function challenge(state: string): VkChallenge {
  return {
    codeChallenge: `challenge-of-${state}`,
    state,
    appId: '51000001',
    providerUrl: 'http://id.localhost:3100',
    redirectUri: `${ORIGIN}/login-vk`,
  };
}

/** The machine's input on the login form, with `input` over it. */
function socialInput(input: Partial<SocialLoginInput> = {}): SocialLoginInput {
  return {
    fingerprint: 'UA2',
    flow: 'login',
    origin: ORIGIN,
    route: 'form',
    callback: null,
    referral: null,
    ...input,
  };
}

/** The callbacks a tab has acted on (sessionStorage in the app). */
export class SetLedger implements CallbackLedger {
  readonly states = new Set<string>();
  has(state: string): boolean {
    return this.states.has(state);
  }
  add(state: string): void {
    this.states.add(state);
  }
}

class MemoryVkData implements VkDataStore {
  data: VkData | null = null;
  save(data: VkData): void {
    this.data = data;
  }
  read(): VkData | null {
    return this.data;
  }
}

/**
 * One tab: its ports (a ledger and page secrets may be shared with another tab or filled beforehand), the
 * machine bound to them once, and `open` to start an actor of it on XState's simulated clock (`snapshot`: started
 * again from a persisted snapshot, as React's StrictMode does). `logged` holds [message, detail] pairs.
 */
export function socialTab(ports: { ledger?: CallbackLedger; pageSecrets?: PageSecrets } = {}) {
  const fetchChallenge = new ScriptedCall<
    { fingerprint: string; redirectUri: string; pageSecret: string },
    VkChallenge
  >();
  const exchange = new ScriptedCall<VkLoginRequest, VkAuthUser>();
  const tokens = new MemoryTokenStore();
  const vkData = new MemoryVkData();
  const navigator = new RecordingNavigator();
  const logged: [string, unknown][] = [];
  const clock = new SimulatedClock();
  const machine = provideSocialLogin({
    socialAuth: { codeChallengeVk: fetchChallenge.fn, loginFromVk: exchange.fn },
    tokens,
    vkData,
    ledger: ports.ledger ?? new SetLedger(),
    pageSecrets: ports.pageSecrets ?? new MemoryPageSecrets(),
    navigator,
    logger: { error: (message, detail) => logged.push([message, detail]) },
  });
  const open = (input: Partial<SocialLoginInput> = {}, snapshot?: Snapshot<unknown>) => {
    const actor = createActor(machine, { clock, input: socialInput(input), ...(snapshot ? { snapshot } : {}) });
    actor.start();
    return actor;
  };
  const messages = (): string[] => logged.map(([message]) => message);
  return { machine, open, fetchChallenge, exchange, tokens, vkData, navigator, logged, messages, clock };
}
