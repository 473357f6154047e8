/**
 * A social sign-in shopper of the simulation, through the real machines: the form's socialLogin asks for a
 * challenge, the shopper agrees at the provider (one tap as Анна, or Тимур picked on the full sign-in page),
 * the callback's socialLogin exchanges the code, and when the provider vouched for no phone the phone step
 * (socialPhoneStep) confirms the shopper's own phone by SMS. Then a Bearer call proves the session.
 */
import { createActor, waitFor } from 'xstate';
import { errorCode } from '../../core/errors.ts';
import { provideSocialLogin } from '../../core/machines/socialLogin.ts';
import { MemoryStorage } from '../../adapters/storage/pageStorage.ts';
import { SessionPageSecrets } from '../../adapters/storage/SessionPageSecrets.ts';
import { provideSocialPhoneStep } from '../../core/machines/socialPhoneStep.ts';
import type { ApiPort, Logger, TokenStore } from '../../core/ports/index.ts';
import type { CallbackLedger, SocialAuthApi, VkChallenge, VkData } from '../../core/ports/socialAuth.ts';
import { MemoryNavigator } from '../../adapters/memory/MemoryNavigator.ts';
import { MemoryTokenStore } from '../../adapters/memory/MemoryTokenStore.ts';
import { STEP_TIMEOUT_MS, submitWithSmsCode } from './codeStep.ts';
import { SHOPPER_FINGERPRINT, ShopperFailure, type ShopperPlan } from './shopper.ts';

/** Who the shopper is at the provider: the one-tap frame's account (Анна) or Тимур, picked on the full page. */
type ProviderChoice = 'oneTap' | 'timur';

/** What a social shopper needs from the world around it. */
export interface SocialShopperWorld {
  createApi: (tokens: TokenStore) => ApiPort;
  /** One browser's social sign-in calls. */
  createSocialAuth: () => SocialAuthApi;
  /** The visitor agrees at the provider: the code payload the provider hands the page. */
  signInAtProvider: (
    challenge: VkChallenge,
    choice: ProviderChoice,
  ) => Promise<{ code: string; device_id: string; state: string }>;
  lastCodeFor: (phone: string) => string | undefined | Promise<string | undefined>;
  solveCaptcha: () => Promise<string>;
  /** The portal's origin the callback routes are on. */
  origin: string;
}

/** Every other social shopper is Анна (one tap), the others Тимур (full page, then usually the phone step). */
function providerChoiceOf(plan: ShopperPlan): ProviderChoice {
  return plan.index % 2 === 0 ? 'oneTap' : 'timur';
}

class SetLedger implements CallbackLedger {
  private readonly states = new Set<string>();
  has(state: string): boolean {
    return this.states.has(state);
  }
  add(state: string): void {
    this.states.add(state);
  }
}

/** One social shopper's visit; rejects with ShopperFailure naming the API code or the step that went wrong. */
export async function runSocialShopper(world: SocialShopperWorld, plan: ShopperPlan): Promise<void> {
  const tokens = new MemoryTokenStore();
  const navigator = new MemoryNavigator();
  let kept: VkData | null = null;
  const logged: string[] = [];
  const logger: Logger = { error: (message, detail) => logged.push(errorCode(detail) ?? message) };
  const fail = (step: string): never => {
    throw new ShopperFailure(logged[0] ?? step);
  };
  const socialAuth = world.createSocialAuth();
  const ports = {
    socialAuth,
    tokens,
    vkData: { save: (data: VkData) => (kept = data), read: () => kept },
    ledger: new SetLedger(),
    pageSecrets: new SessionPageSecrets(new MemoryStorage()),
    navigator,
    logger,
  };
  const socialLogin = provideSocialLogin(ports);
  const input = {
    fingerprint: SHOPPER_FINGERPRINT,
    flow: plan.isNew ? ('registration' as const) : ('login' as const),
    origin: world.origin,
    referral: null,
  };

  const form = createActor(socialLogin, { input: { ...input, route: 'form', callback: null } }).start();
  const ready = await waitFor(form, (s) => s.hasTag('ready') || s.matches({ button: 'unavailable' }), {
    timeout: STEP_TIMEOUT_MS,
  });
  form.stop();
  const challenge = ready.context.challenge ?? fail('social.challenge');
  const payload = await world.signInAtProvider(challenge, providerChoiceOf(plan));

  const callback = createActor(socialLogin, {
    input: {
      ...input,
      route: 'callback',
      callback: { code: payload.code, deviceId: payload.device_id, state: payload.state },
    },
  }).start();
  const answered = await waitFor(
    callback,
    (s) => s.status === 'done' || s.matches('phoneRequired') || s.matches('blocked'),
    { timeout: STEP_TIMEOUT_MS },
  );
  if (answered.matches('phoneRequired')) {
    await phoneStep(world, plan, ports, answered.context.signUp?.token ?? fail('social.signUp'), fail);
  } else if (answered.matches('blocked')) {
    fail('USER_BLOCKED');
  } else if (!answered.matches('signedIn')) {
    fail('social.exchange');
  }
  const user = tokens.readUser();
  if (
    navigator.cabinetOpens !== 1 ||
    tokens.read() === null ||
    kept === null ||
    user?.tenantProfileId == null ||
    logged.length > 0
  ) {
    fail('social.stored');
  }
  await world.createApi(tokens).getTenantProfile(user!.tenantProfileId!);
}

async function phoneStep(
  world: SocialShopperWorld,
  plan: ShopperPlan,
  ports: Parameters<typeof provideSocialPhoneStep>[0],
  signUpToken: string,
  fail: (step: string) => never,
): Promise<void> {
  const actor = createActor(provideSocialPhoneStep(ports), { input: { signUpToken } }).start();
  actor.send({ type: 'phone.changed', value: plan.phone });
  const done = await submitWithSmsCode(actor, world, plan.phone, () => fail('social.phone'));
  if (!done.matches('signedIn')) {
    fail('social.phoneCode');
  }
}
