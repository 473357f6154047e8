/** Contract cases of the tenant profile and the favourites (portal §7, own profile only). */
import { describe, expect, it } from 'vitest';
import { NAME_MESSAGE } from '../../core/domain/name.ts';
import { birthdayYearsAgo, expectRefused, registeredShopper, type ContractBackEnd } from './contractKit.ts';

export function profileContract(backEnd: () => ContractBackEnd): void {
  describe('tenant profile', () => {
    it('reads and updates the own profile', async () => {
      const shopper = await registeredShopper(backEnd());
      const own = await shopper.api.getTenantProfile(shopper.user.tenantProfileId!);
      expect(own).toMatchObject({
        id: shopper.user.tenantProfileId,
        phone: shopper.phone,
        firstName: 'Анна',
        gender: 'женский',
        countryCodeId: 1,
      });
      const saved = await shopper.api.updateTenantProfile(own.id, { ...own, nickname: 'Аня', cityCodeId: null });
      expect(saved).toMatchObject({ nickname: 'Аня', cityCodeId: null, phone: shopper.phone });
      await expect(shopper.api.getTenantProfile(own.id)).resolves.toMatchObject({ nickname: 'Аня', cityCodeId: null });
    });

    it('answers FORBIDDEN (403) for another shopper’s profile and favourites', async () => {
      const shopper = await registeredShopper(backEnd());
      const other = await registeredShopper(backEnd());
      const otherProfileId = other.user.tenantProfileId!;
      const own = await shopper.api.getTenantProfile(shopper.user.tenantProfileId!);
      await expectRefused(shopper.api.getTenantProfile(otherProfileId), 'FORBIDDEN');
      await expectRefused(shopper.api.updateTenantProfile(otherProfileId, { ...own, id: otherProfileId }), 'FORBIDDEN');
      await expectRefused(shopper.api.getFavouriteOnlineShops(otherProfileId), 'FORBIDDEN');
      await expectRefused(shopper.api.addFavouriteSalesUnit(otherProfileId, backEnd().places.salesUnitId), 'FORBIDDEN');
      await expectRefused(
        shopper.api.removeFavouriteOnlineShop(otherProfileId, backEnd().places.onlineShopId),
        'FORBIDDEN',
      );
    });

    it('refuses a city that is not active and a changed phone with VALIDATION_ERROR (400)', async () => {
      const shopper = await registeredShopper(backEnd());
      const own = await shopper.api.getTenantProfile(shopper.user.tenantProfileId!);
      const city = await expectRefused(
        shopper.api.updateTenantProfile(own.id, { ...own, cityCodeId: backEnd().places.unknownCityId }),
        'VALIDATION_ERROR',
      );
      expect(city.details).toEqual([expect.objectContaining({ path: 'cityCodeId' })]);
      const phone = await expectRefused(
        shopper.api.updateTenantProfile(own.id, { ...own, phone: '79990000000' }),
        'VALIDATION_ERROR',
      );
      expect(phone.details).toEqual([expect.objectContaining({ path: 'phone' })]);
    });

    it('keeps hyphenated and apostrophed names as typed and refuses what a name cannot hold with the form’s sentence (issue 30 §5)', async () => {
      const shopper = await registeredShopper(backEnd());
      const own = await shopper.api.getTenantProfile(shopper.user.tenantProfileId!);
      const names = { firstName: 'Анна-Мария', lastName: 'Римская-Корсакова', surName: 'Д’Артаньян' };
      expect(await shopper.api.updateTenantProfile(own.id, { ...own, ...names })).toMatchObject(names);
      await expect(shopper.api.getTenantProfile(own.id)).resolves.toMatchObject(names);
      const refused = await expectRefused(
        shopper.api.updateTenantProfile(own.id, { ...own, ...names, lastName: 'Smith!' }),
        'VALIDATION_ERROR',
      );
      expect(refused.details).toEqual([{ path: 'lastName', message: NAME_MESSAGE }]);
      await expect(shopper.api.getTenantProfile(own.id)).resolves.toMatchObject(names);
    });

    it('takes an edit of some fields and keeps the others as stored: the city store’s and the form’s writes both stay (issue 30 §5)', async () => {
      const shopper = await registeredShopper(backEnd());
      const id = shopper.user.tenantProfileId!;
      const cityCodeId = backEnd().places.activeCityId;
      await shopper.api.updateTenantProfile(id, { cityCodeId: null });
      await Promise.all([
        shopper.api.updateTenantProfile(id, { cityCodeId, countryCodeId: 1 }),
        shopper.api.updateTenantProfile(id, { nickname: 'Аня' }),
      ]);
      const answer = await shopper.api.updateTenantProfile(id, { lastName: 'Римская-Корсакова' });
      expect(answer).toMatchObject({
        cityCodeId,
        nickname: 'Аня',
        lastName: 'Римская-Корсакова',
        firstName: 'Анна',
        phone: shopper.phone,
      });
      await expect(shopper.api.getTenantProfile(id)).resolves.toEqual(answer);
    });

    it('refuses a birthday under 14 years ago with USER_UNDER_14_YEARS_OLD (422)', async () => {
      const shopper = await registeredShopper(backEnd());
      const own = await shopper.api.getTenantProfile(shopper.user.tenantProfileId!);
      await expectRefused(
        shopper.api.updateTenantProfile(own.id, { ...own, birthday: birthdayYearsAgo(backEnd(), 13) }),
        'USER_UNDER_14_YEARS_OLD',
      );
    });
  });

  describe('favourites', () => {
    it('adds, lists and removes favourite online shops and outlets, idempotently and apart', async () => {
      const { api, user } = await registeredShopper(backEnd());
      const profileId = user.tenantProfileId!;
      const { onlineShopId, salesUnitId } = backEnd().places;
      await api.addFavouriteOnlineShop(profileId, onlineShopId);
      await api.addFavouriteOnlineShop(profileId, onlineShopId);
      await api.addFavouriteSalesUnit(profileId, salesUnitId);
      expect(await api.getFavouriteOnlineShops(profileId)).toEqual([onlineShopId]);
      expect(await api.getFavouriteSalesUnits(profileId)).toEqual([salesUnitId]);
      await api.removeFavouriteOnlineShop(profileId, onlineShopId);
      await api.removeFavouriteOnlineShop(profileId, onlineShopId);
      await api.removeFavouriteSalesUnit(profileId, salesUnitId);
      expect(await api.getFavouriteOnlineShops(profileId)).toEqual([]);
      expect(await api.getFavouriteSalesUnits(profileId)).toEqual([]);
    });

    it('answers NOT_FOUND (404) for an unknown card and for an outlet the public cannot see', async () => {
      const { api, user } = await registeredShopper(backEnd());
      const profileId = user.tenantProfileId!;
      const { unknownId, hiddenSalesUnitId } = backEnd().places;
      await expectRefused(api.addFavouriteOnlineShop(profileId, unknownId), 'NOT_FOUND');
      await expectRefused(api.addFavouriteSalesUnit(profileId, unknownId), 'NOT_FOUND');
      await expectRefused(api.removeFavouriteSalesUnit(profileId, unknownId), 'NOT_FOUND');
      await expectRefused(api.addFavouriteSalesUnit(profileId, hiddenSalesUnitId), 'NOT_FOUND');
      expect(await api.getFavouriteSalesUnits(profileId)).toEqual([]);
    });
  });
}
