import { describe } from 'vitest';
import { InMemoryApi } from '../../adapters/memory/InMemoryApi.ts';
import { MemoryTokenStore } from '../../adapters/memory/MemoryTokenStore.ts';
import { MemoryWorld } from '../../adapters/memory/MemoryWorld.ts';
import { visibleOfflineCards } from '../../core/domain/showcase/offlineCard.ts';
import { ManualClock } from '../server/testServer.ts';
import { apiContract, type ContractBackEnd } from './apiContract.ts';

const OUTLET_KEYWORD = 'контрактный пломбир';

/** The fake on its default limits (the server's defaults), on a clock the cases move. */
function inMemoryBackEnd(): ContractBackEnd {
  const clock = new ManualClock();
  const world = new MemoryWorld({ seed: 1, clock });
  const activeCityId = world.catalogue.cities[0]!.id;
  // One outlet the public may see and one it may not, both in the active city.
  const units = [...world.catalogue.salesUnits.values()].filter((unit) => unit.cityCodeId === activeCityId);
  const visible = new Set(visibleOfflineCards(units).map((unit) => unit.id));
  const hidden = units.find((unit) => !visible.has(unit.id));
  const listed = units.find((unit) => visible.has(unit.id) && unit.brandId !== null);
  if (hidden === undefined || listed?.brandId == null) {
    throw new Error(
      "the seeded catalogue has no listed brand's outlet and hidden outlet in its first city to test with",
    );
  }
  // The seeded outlets have no keywords; this one gets some, as the server's does.
  listed.keywords = `${OUTLET_KEYWORD}, десерты`;
  return {
    browser() {
      const tokens = new MemoryTokenStore();
      return { api: new InMemoryApi({ tokens, world }), tokens };
    },
    lastSms: async (phone, kind) =>
      kind === 'code' ? world.outbox.lastCodeFor(phone) : world.outbox.lastResetTokenFor(phone),
    block: async (phone) => world.accounts.setBlocked(phone, true),
    now: () => clock.now(),
    advance: (ms) => clock.advance(ms),
    places: {
      activeCityId,
      unknownCityId: 999_999,
      onlineShopId: [...world.catalogue.onlineShops.keys()][0]!,
      salesUnitId: listed.id,
      outletKeyword: OUTLET_KEYWORD,
      brandId: listed.brandId,
      hiddenSalesUnitId: hidden.id,
      unknownId: 999_999,
    },
  };
}

describe('the in-memory back end keeps the API contract', () => {
  const backEnd = inMemoryBackEnd();
  apiContract(() => backEnd);
});
