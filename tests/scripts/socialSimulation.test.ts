import { describe, expect, it } from 'vitest';
import { inMemoryBackend } from '../../scripts/simulation/inMemoryBackend.ts';
import { simulatedPhone } from '../../scripts/simulation/runSimulation.ts';
import { runSocialSimulation } from '../../scripts/simulation/runSocialSimulation.ts';
import { inMemorySocialWorld } from '../../scripts/simulation/socialBackends.ts';

describe('social sign-in shoppers of the simulation', () => {
  it('sign in through the real machines: Анна registers with the phone the provider vouches for, Тимур through the phone step, the rest as them', async () => {
    const backend = inMemoryBackend({ seed: 7 });
    const summary = await runSocialSimulation(inMemorySocialWorld(backend), {
      shoppers: 12,
      concurrency: 4,
      firstPhoneIndex: 100,
    });
    expect(summary.failuresByCode).toEqual({});
    expect(summary).toMatchObject({ shoppers: 12, completed: 12 });
    expect(backend.world.accounts.hasPhone('79990000101')).toBe(true);
    // Тимур's first visit confirmed that shopper's own phone; later Тимур visits sign in as that shopper.
    expect(backend.world.accounts.hasPhone(simulatedPhone(101))).toBe(true);
    expect(backend.world.accounts.hasPhone(simulatedPhone(103))).toBe(false);
    expect(backend.world.accounts.hasPhone('79990000202')).toBe(false);
  });

  it('counts a blocked shopper’s sign-ins under USER_BLOCKED', async () => {
    const backend = inMemoryBackend({ seed: 8 });
    backend.world.addShopper({ phone: '79990000101', blocked: true });
    const summary = await runSocialSimulation(inMemorySocialWorld(backend), {
      shoppers: 4,
      concurrency: 2,
      firstPhoneIndex: 200,
    });
    expect(summary.completed).toBe(2);
    expect(summary.failuresByCode).toEqual({ USER_BLOCKED: 2 });
  });
});
