/** The header's one search (issue 21): both back ends answer with the core's ranking over their own public lists. */
import { describe, expect, it } from 'vitest';
import { searchShowcases } from '../../core/domain/showcase/search.ts';
import type { ContractBackEnd } from './contractKit.ts';

export function searchContract(backEnd: () => ContractBackEnd): void {
  describe('the header search', () => {
    it('finds an online shop by its name, in any case, and answers exactly the core ranking over the public lists', async () => {
      const { api } = backEnd().browser();
      const { activeCityId, onlineShopId } = backEnd().places;
      const shop = await api.onlineShop(onlineShopId);
      const scope = { countryCodeId: 1, cityCodeId: activeCityId };
      const answer = await api.search({ cityCodeId: activeCityId, q: shop.name.toUpperCase(), limit: 50 });
      expect(Object.keys(answer)).toEqual(['brands', 'outlets', 'shops']);
      expect(answer.shops?.hits.find((hit) => hit.item.shopId === onlineShopId)?.tier).toBe('name');
      const [{ brands }, outlets, shops] = await Promise.all([
        api.offlinePartners({ cityCodeId: activeCityId, categoryId: 0 }),
        api.salesUnitsPublicList(scope),
        api.onlineShopsPublicList(scope),
      ]);
      expect(answer).toEqual(searchShowcases({ brands, outlets, shops }, shop.name.toUpperCase(), { limit: 50 }));
    });

    it('finds an outlet by a keyword its name lacks, as a keyword hit, only in the kinds asked for', async () => {
      const { api } = backEnd().browser();
      const { activeCityId, salesUnitId, hiddenSalesUnitId, outletKeyword } = backEnd().places;
      const answer = await api.search({ cityCodeId: activeCityId, q: outletKeyword, kinds: ['outlets'] });
      expect(Object.keys(answer)).toEqual(['outlets']);
      expect(answer.outlets?.hits.find((hit) => hit.item.id === salesUnitId)?.tier).toBe('keywords');
      expect(answer.outlets?.hits.map((hit) => hit.item.id)).not.toContain(hiddenSalesUnitId);
      expect(answer.outlets?.total).toBe(answer.outlets?.hits.length);
    });

    it('finds nothing of a city it does not know but the shops of every city', async () => {
      const { api } = backEnd().browser();
      const { unknownCityId, outletKeyword } = backEnd().places;
      const answer = await api.search({ cityCodeId: unknownCityId, q: outletKeyword });
      expect(answer.brands).toEqual({ total: 0, hits: [] });
      expect(answer.outlets).toEqual({ total: 0, hits: [] });
    });
  });
}
