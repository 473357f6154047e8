import { MemoryPendingLogoutStore } from '../../adapters/memory/MemoryPendingLogoutStore.ts';
import { createActor, toPromise, waitFor } from 'xstate';
import { provideAppBoot, type AppBootResult } from '../../core/machines/appBoot.ts';
import { provideSmsLogin } from '../../core/machines/smsLogin.ts';
import { provideRegistration } from '../../core/machines/registration.ts';
import { provideCity } from '../../core/machines/city.ts';
import { provideFavourites } from '../../core/machines/favourites.ts';
import { provideLogout } from '../../core/machines/logout.ts';
import { errorCode } from '../../core/errors.ts';
import { COUNTRY_CODE_ID } from '../../core/domain/constants.ts';
import { buildFingerprint } from '../../core/domain/fingerprint.ts';
import { AFTER_REGISTRATION_PATH } from '../../core/domain/welcome.ts';
import type { ApiPort, Clock, Logger, TokenStore } from '../../core/ports/index.ts';
import { MemoryTokenStore } from '../../adapters/memory/MemoryTokenStore.ts';
import { SessionRefresher } from '../../adapters/http/SessionRefresher.ts';
import { MemoryCityStore } from '../../adapters/memory/MemoryCityStore.ts';
import { MemoryFavouriteIntentStore } from '../../adapters/memory/MemoryFavouriteIntentStore.ts';
import { MemoryNavigator } from '../../adapters/memory/MemoryNavigator.ts';
import type { Random } from '../../core/support/seededRandom.ts';
import { STEP_TIMEOUT_MS, submitWithSmsCode } from './codeStep.ts';
import { outletToFavourite } from './outletChoice.ts';

/** How a shopper's journey ended badly: `code` is the API's error code or a step name. */
export class ShopperFailure extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = 'ShopperFailure';
  }
}

/** What one shopper needs from the world around it. */
export interface ShopperWorld {
  createApi: (tokens: TokenStore) => ApiPort;
  lastCodeFor: (phone: string) => string | undefined | Promise<string | undefined>;
  /** A fresh captcha payload, solved the way the back end expects it. */
  solveCaptcha: () => Promise<string>;
  clock: Clock;
}

export interface ShopperPlan {
  index: number;
  phone: string;
  /** True: registers first; false: already has an account and logs in by SMS. */
  isNew: boolean;
  random: Random;
}

/** The device fingerprint every simulated shopper's browser sends. */
export const SHOPPER_FINGERPRINT = buildFingerprint('RjadomSimulation/1.0');
const NAMES = ['Анна', 'Иван', 'Мария', 'Алексей', 'Ольга', 'Дмитрий'] as const;

/** What a new shopper types into the registration form; drawn in a fixed order so every driver of the run sees the same shopper. */
export interface RegistrationDraw {
  name: string;
  /** The gender choice's label, as the form shows it. */
  genderLabel: 'Мужской' | 'Женский';
  /** 'YYYY-MM-DD'. */
  isoDate: string;
}

/** The registration form of one shopper, from the shopper's own random stream. */
export function drawRegistration(random: Random): RegistrationDraw {
  const year = random.int(1960, 2005);
  const name = random.pick(NAMES);
  const genderLabel = random.chance(0.5) ? 'Мужской' : 'Женский';
  return { name, genderLabel, isoDate: `${year}-0${random.int(1, 9)}-1${random.int(0, 9)}` };
}

/**
 * One shopper's visit through the real machines: start → (registration | SMS login) → reload
 * (start again, now signed in) → city choice → favourite toggle of an outlet the city lists (none listed: no
 * favourite) → logout → reload (signed out).
 * Resolves when every step ended as the spec says; rejects with ShopperFailure otherwise.
 */
export async function runShopper(world: ShopperWorld, plan: ShopperPlan): Promise<void> {
  const tokens = new MemoryTokenStore();
  const cityStore = new MemoryCityStore();
  const navigator = new MemoryNavigator();
  const seen: { code: string | null } = { code: null };
  const api = watched(world.createApi(tokens), seen);
  // Machines only log the failures the spec tells them to swallow; for the run each one is a failure.
  const logged: string[] = [];
  const logger: Logger = {
    error: (message, detail) => {
      logged.push(errorCode(detail) ?? message);
    },
  };
  const fail = (step: string): never => {
    throw new ShopperFailure(logged[0] ?? seen.code ?? step);
  };
  const check = (step: string, ok: boolean): void => {
    if (!ok || logged.length > 0) {
      fail(step);
    }
  };
  // A reload builds the page's session owner anew, as the app entry does.
  const boot = (): Promise<AppBootResult> => {
    const renewal = new SessionRefresher({
      tokens,
      fingerprint: SHOPPER_FINGERPRINT,
      refresh: (request) => api.refresh(request),
    });
    return toPromise(
      createActor(provideAppBoot({ api, tokens, cityStore, logger, renewal }), {
        input: { fingerprint: SHOPPER_FINGERPRINT },
      }).start(),
    );
  };

  const first = await boot();
  check('boot.signedOut', first.user === null && first.cities.length > 0);
  await (plan.isNew
    ? register(api, tokens, navigator, world, plan, fail)
    : smsLogin(api, tokens, navigator, world, plan, fail));

  const signedIn = await boot();
  const profileId = signedIn.user?.tenantProfileId ?? null;
  if (profileId === null || logged.length > 0) {
    return fail('boot.signedIn');
  }
  const cityId = plan.random.pick(signedIn.cities).id;
  const city = createActor(provideCity({ api, cityStore, logger }), {
    input: { tenantProfileId: profileId, cityId: signedIn.cityId, cities: signedIn.cities },
  }).start();
  city.send({ type: 'city.selected', cityId });
  await waitFor(city, (s) => s.matches({ profile: 'idle' }) && !s.context.profileSaveDue, { timeout: STEP_TIMEOUT_MS });
  city.stop();
  check('city.saved', cityStore.read() === cityId && (await api.getTenantProfile(profileId)).cityCodeId === cityId);

  const outlets = await api.salesUnitsPublicList({ countryCodeId: COUNTRY_CODE_ID, cityCodeId: cityId });
  const outletId = outletToFavourite(outlets, plan.random);
  if (outletId !== null) {
    const favourites = createActor(
      provideFavourites({ api, logger, favouriteIntents: new MemoryFavouriteIntentStore() }),
      {
        input: { tenantProfileId: profileId, online: signedIn.favourites.online, offline: signedIn.favourites.offline },
      },
    ).start();
    favourites.send({ type: 'favourite.toggled', kind: 'offline', id: outletId });
    await waitFor(favourites, (s) => s.context.pending.length === 0, { timeout: STEP_TIMEOUT_MS });
    favourites.stop();
    check('favourites.saved', (await api.getFavouriteSalesUnits(profileId)).includes(outletId));
  }

  const pendingLogouts = new MemoryPendingLogoutStore();
  const logout = createActor(
    provideLogout({ api, tokens, navigator, pendingLogouts, connectivity: { onOnline: () => () => undefined } }),
  ).start();
  logout.send({ type: 'logout.requested' });
  await waitFor(logout, (s) => s.status === 'done', { timeout: STEP_TIMEOUT_MS });
  check('logout', tokens.read() === null && pendingLogouts.list().length === 0);
  const after = await boot();
  check('boot.afterLogout', after.user === null && after.cityId === cityId);
}

type Fail = (step: string) => never;

async function smsLogin(
  api: ApiPort,
  tokens: TokenStore,
  navigator: MemoryNavigator,
  world: ShopperWorld,
  plan: ShopperPlan,
  fail: Fail,
): Promise<void> {
  const actor = createActor(provideSmsLogin({ api, tokens, navigator }), {
    input: { fingerprint: SHOPPER_FINGERPRINT, inModal: true },
  }).start();
  actor.send({ type: 'phone.changed', value: plan.phone });
  const done = await submitWithSmsCode(actor, world, plan.phone, () => fail('smsLogin.request'));
  if (!done.matches('signedIn') || navigator.reloads === 0 || tokens.read() === null) {
    fail('smsLogin.confirm');
  }
}

async function register(
  api: ApiPort,
  tokens: TokenStore,
  navigator: MemoryNavigator,
  world: ShopperWorld,
  plan: ShopperPlan,
  fail: Fail,
): Promise<void> {
  const machine = provideRegistration({ api, tokens, navigator, clock: world.clock });
  const actor = createActor(machine, {
    input: { fingerprint: SHOPPER_FINGERPRINT, cityCodeId: null, referral: null },
  }).start();
  const form = drawRegistration(plan.random);
  actor.send({ type: 'phone.changed', value: plan.phone });
  actor.send({ type: 'name.changed', value: form.name });
  actor.send({ type: 'gender.changed', label: form.genderLabel });
  actor.send({ type: 'birthday.changed', isoDate: form.isoDate });
  actor.send({ type: 'policy.toggled' });
  const done = await submitWithSmsCode(actor, world, plan.phone, () => fail('registration.register'));
  if (!done.matches('done') || !navigator.visited.includes(AFTER_REGISTRATION_PATH) || tokens.read() === null) {
    fail('registration.confirm');
  }
}

/** The API with every rejection's code remembered, so a machine that swallows it still lets the run say why. */
function watched(api: ApiPort, seen: { code: string | null }): ApiPort {
  return new Proxy(api, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') {
        return value;
      }
      return (...args: unknown[]) =>
        (value as (...a: unknown[]) => Promise<unknown>).apply(target, args).catch((error: unknown) => {
          seen.code = errorCode(error) ?? (error instanceof Error ? error.name : 'UNKNOWN_ERROR');
          throw error;
        });
    },
  });
}
