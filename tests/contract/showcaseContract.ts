/** The public showcase reads: what the public may see, and only that. */
import { describe, expect, it } from 'vitest';
import type { ContractBackEnd } from './contractKit.ts';

export function showcaseContract(backEnd: () => ContractBackEnd): void {
  describe('the public outlet list', () => {
    it('lists the outlets of the city the public may see, and never an inactive or blocked one', async () => {
      const { api } = backEnd().browser();
      const { activeCityId, salesUnitId, hiddenSalesUnitId } = backEnd().places;
      const ids = (await api.salesUnitsPublicList({ countryCodeId: 1, cityCodeId: activeCityId })).map((unit) => unit.id);
      expect(ids).toContain(salesUnitId);
      expect(ids).not.toContain(hiddenSalesUnitId);
    });
  });
}
