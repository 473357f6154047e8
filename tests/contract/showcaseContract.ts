/** The public showcase reads: what the public may see, and only that. */
import { describe, expect, it } from 'vitest';
import { brandCashbackInCity } from '../../core/domain/showcase/brandCard.ts';
import { outletsOfBrand } from '../../core/domain/showcase/showcases.ts';
import { outletListReads } from '../../core/domain/showcase/outletListReads.ts';
import { mapOutlets } from '../../core/domain/showcase/mapOutlet.ts';
import type { ContractBackEnd } from './contractKit.ts';

export function showcaseContract(backEnd: () => ContractBackEnd): void {
  describe('the public outlet list', () => {
    it('lists the outlets of the city the public may see, and never an inactive or blocked one', async () => {
      const { api } = backEnd().browser();
      const { activeCityId, salesUnitId, hiddenSalesUnitId } = backEnd().places;
      const ids = (await api.salesUnitsPublicList({ countryCodeId: 1, cityCodeId: activeCityId })).map(
        (unit) => unit.id,
      );
      expect(ids).toContain(salesUnitId);
      expect(ids).not.toContain(hiddenSalesUnitId);
    });
  });

  describe("a city's map", () => {
    it('pins exactly the outlets the public list shows, in the showcase’s order, with only the map’s fields', async () => {
      const { api } = backEnd().browser();
      const { activeCityId, salesUnitId, hiddenSalesUnitId } = backEnd().places;
      const scope = { countryCodeId: 1, cityCodeId: activeCityId };
      const pinned = await api.salesUnitsMapList(scope);
      expect(pinned.map((outlet) => outlet.id)).toContain(salesUnitId);
      expect(pinned.map((outlet) => outlet.id)).not.toContain(hiddenSalesUnitId);
      expect(pinned).toEqual(mapOutlets(await api.salesUnitsPublicList(scope)));
      expect(Object.keys(pinned[0]!).sort()).toEqual([
        'address',
        'categoryId',
        'coordinatesLatitude',
        'coordinatesLongitude',
        'id',
        'maximumCashback',
        'name',
      ]);
    });
  });

  describe("a brand's public outlets", () => {
    it("are the brand's outlets of the public list: never another brand's, never an inactive or blocked one", async () => {
      const { api } = backEnd().browser();
      const { activeCityId, brandId, salesUnitId, hiddenSalesUnitId } = backEnd().places;
      const scope = { countryCodeId: 1, cityCodeId: activeCityId };
      const ofBrand = await outletListReads((city) => api.salesUnitsPublicList(city)).brandOutletsPublicList({
        ...scope,
        brandId,
      });
      expect(ofBrand.map((unit) => unit.id)).toContain(salesUnitId);
      expect(ofBrand.map((unit) => unit.id)).not.toContain(hiddenSalesUnitId);
      expect(ofBrand).toEqual(outletsOfBrand(await api.salesUnitsPublicList(scope), brandId));
    });
  });

  describe("a city's offline partners", () => {
    it("show each brand's best cashback among its outlets listed in that city, never another city's figure", async () => {
      const { api } = backEnd().browser();
      const { activeCityId, brandId } = backEnd().places;
      const outlets = await api.salesUnitsPublicList({ countryCodeId: 1, cityCodeId: activeCityId });
      const { brands } = await api.offlinePartners({ cityCodeId: activeCityId, categoryId: 0 });
      expect(brands.map((brand) => brand.id)).toContain(brandId);
      for (const brand of brands) {
        const here = outletsOfBrand(outlets, brand.id);
        expect(here.length, brand.name).toBeGreaterThan(0);
        expect(brand.maximumCashback, brand.name).toBe(brandCashbackInCity(null, here));
      }
    });
  });
}
