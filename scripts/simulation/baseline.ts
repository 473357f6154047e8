import { COUNTRY_CODE_ID } from '../../core/domain/constants.ts';
import { birthDateToUnixSeconds } from '../../core/domain/birthDate.ts';
import { genderFromLabel } from '../../core/domain/gender.ts';
import type { AuthUser } from '../../core/model/index.ts';
import type { ApiPort, TokenStore } from '../../core/ports/index.ts';
import { MemoryTokenStore } from '../../adapters/memory/MemoryTokenStore.ts';
import { outletToFavourite } from './outletChoice.ts';
import {
  drawRegistration,
  SHOPPER_FINGERPRINT,
  ShopperFailure,
  type ShopperPlan,
  type ShopperWorld,
} from './shopper.ts';

/**
 * One shopper's visit as the bare API calls the machines make for it (same order, same choices from the
 * same random stream), with no machine in between. Timing the run with this visit instead of `runShopper`
 * tells how much of the simulation is the back end and how much the machines.
 */
export async function runBareShopper(world: ShopperWorld, plan: ShopperPlan): Promise<void> {
  const tokens = new MemoryTokenStore();
  const api = world.createApi(tokens);
  const country = { countryCodeId: COUNTRY_CODE_ID };

  await api.activeCities(country);
  const user = plan.isNew ? await register(api, world, plan) : await smsLogin(api, world, plan);
  keep(tokens, user);

  const cities = await api.activeCities(country);
  const refreshed = await api.refresh({
    accessToken: user.accessToken,
    refreshToken: user.refreshToken,
    fingerprint: SHOPPER_FINGERPRINT,
  });
  keep(tokens, refreshed);
  const profileId = refreshed.tenantProfileId;
  if (profileId === null) {
    throw new ShopperFailure('boot.signedIn');
  }
  await Promise.all([
    api.getFavouriteOnlineShops(profileId),
    api.getFavouriteSalesUnits(profileId),
    api.getTenantProfile(profileId),
  ]);

  const cityId = plan.random.pick(cities).id;
  const profile = await api.getTenantProfile(profileId);
  await api.updateTenantProfile(profileId, { ...profile, cityCodeId: cityId });
  if ((await api.getTenantProfile(profileId)).cityCodeId !== cityId) {
    throw new ShopperFailure('city.saved');
  }

  const outlets = await api.salesUnitsPublicList({ countryCodeId: COUNTRY_CODE_ID, cityCodeId: cityId });
  const outletId = outletToFavourite(outlets, plan.random);
  if (outletId !== null) {
    await api.addFavouriteSalesUnit(profileId, outletId);
    if (!(await api.getFavouriteSalesUnits(profileId)).includes(outletId)) {
      throw new ShopperFailure('favourites.saved');
    }
  }

  tokens.clear();
  await api.activeCities(country);
}

function keep(tokens: TokenStore, user: AuthUser): void {
  tokens.save({ accessToken: user.accessToken, refreshToken: user.refreshToken });
}

async function smsLogin(api: ApiPort, world: ShopperWorld, plan: ShopperPlan): Promise<AuthUser> {
  const { token } = await api.login({
    login: plan.phone,
    fingerprint: SHOPPER_FINGERPRINT,
    token: await world.solveCaptcha(),
  });
  return api.authSmsCode({ requestId: token, code: (await world.lastCodeFor(plan.phone)) ?? '' });
}

async function register(api: ApiPort, world: ShopperWorld, plan: ShopperPlan): Promise<AuthUser> {
  const form = drawRegistration(plan.random);
  const gender = genderFromLabel(form.genderLabel);
  const birthday = birthDateToUnixSeconds(form.isoDate);
  if (gender === null || birthday === null) {
    throw new ShopperFailure('registration.form');
  }
  const { token } = await api.register({
    phone: plan.phone,
    name: form.name,
    gender,
    birthday,
    token: await world.solveCaptcha(),
    cityCodeId: null,
    fingerprint: SHOPPER_FINGERPRINT,
  });
  return api.registerSmsCode({ token, code: (await world.lastCodeFor(plan.phone)) ?? '' });
}
