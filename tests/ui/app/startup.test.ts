import { describe, expect, it } from 'vitest';
import { MemoryCityStore } from '../../../adapters/memory/MemoryCityStore.ts';
import { MemoryReferralStore } from '../../../adapters/memory/MemoryReferralStore.ts';
import { keepVisitFacts } from '../../../ui/app/startup.ts';

describe('keeping what the visit’s address says', () => {
  it('stores the referral and the host’s city, for the session’s start to read', () => {
    const stores = { referrals: new MemoryReferralStore(), cityStore: new MemoryCityStore(1) };
    keepVisitFacts({ referral: { mode: 'su', id: '42' }, currentCityId: 7 }, stores);
    expect(stores.referrals.read()).toEqual({ mode: 'su', id: '42' });
    expect(stores.cityStore.read()).toBe(7);
  });

  it('an address without them leaves the stores as they were', () => {
    const stores = { referrals: new MemoryReferralStore(), cityStore: new MemoryCityStore(1) };
    keepVisitFacts({ referral: null, currentCityId: null }, stores);
    expect(stores.referrals.read()).toBeNull();
    expect(stores.cityStore.read()).toBe(1);
  });
});
