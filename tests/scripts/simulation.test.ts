import { describe, expect, it } from 'vitest';
import { runSimulation, simulatedPhone } from '../../scripts/simulation/runSimulation.ts';
import { inMemoryBackend } from '../../scripts/simulation/inMemoryBackend.ts';
import { visibleOfflineCards } from '../../core/domain/showcase/offlineCard.ts';

describe('the headless simulation', () => {
  it('takes 20 shoppers through start, sign-in, city, favourite and logout without a failure', async () => {
    const backend = inMemoryBackend({ seed: 3 });
    const summary = await runSimulation({ shoppers: 20, concurrency: 5, ...backend });
    expect(summary.failuresByCode).toEqual({});
    expect(summary).toMatchObject({ shoppers: 20, completed: 20 });
    expect(summary.elapsedMs).toBeGreaterThan(0);
  });

  it('leaves every shopper with the chosen city in the profile and one favourite outlet', async () => {
    const backend = inMemoryBackend({ seed: 4 });
    await runSimulation({ shoppers: 6, ...backend });
    const favourites = [...backend.world.favouriteUnits.values()];
    expect(favourites).toHaveLength(6);
    expect(favourites.every((ids) => ids.size === 1)).toBe(true);
  });

  it('favourites only outlets the showcase lists, so a hidden outlet of the city is never tried', async () => {
    const backend = inMemoryBackend({ seed: 3 });
    await runSimulation({ shoppers: 20, concurrency: 5, ...backend });
    const favourites = [...backend.world.favouriteUnits.values()].flatMap((ids) => [...ids]);
    const units = favourites.map((id) => backend.world.catalogue.salesUnits.get(id)!);
    expect(visibleOfflineCards(units)).toHaveLength(20);
  });

  it('skips the favourite step when the chosen city lists no outlet, and still completes', async () => {
    const backend = inMemoryBackend({ seed: 3, sizes: { salesUnits: 0 } });
    const summary = await runSimulation({ shoppers: 4, ...backend });
    expect(summary.failuresByCode).toEqual({});
    expect(summary.completed).toBe(4);
    expect([...backend.world.favouriteUnits.values()].every((ids) => ids.size === 0)).toBe(true);
  });

  it('registers half of the shoppers and signs the other half in with their existing accounts', async () => {
    const backend = inMemoryBackend({ seed: 5 });
    const preRegistered: string[] = [];
    await runSimulation({
      shoppers: 10,
      ...backend,
      preRegister: (phone) => (preRegistered.push(phone), backend.preRegister(phone)),
    });
    expect(preRegistered).toHaveLength(5);
    expect(new Set(preRegistered).size).toBe(5);
    expect(preRegistered.every((phone) => /^\d{11}$/.test(phone))).toBe(true);
  });

  it('counts blocked shoppers under USER_BLOCKED', async () => {
    const backend = inMemoryBackend({ seed: 6 });
    const summary = await runSimulation({
      shoppers: 4,
      existingShare: 1,
      ...backend,
      preRegister: (phone) => void backend.world.addShopper({ phone, blocked: true }),
    });
    expect(summary.completed).toBe(0);
    expect(summary.failuresByCode).toEqual({ USER_BLOCKED: 4 });
  });

  it('counts shoppers who type a wrong SMS code under WRONG_CODE', async () => {
    const backend = inMemoryBackend({ seed: 7 });
    const wrong = (phone: string): string => (backend.lastCodeFor(phone) === '0000' ? '1111' : '0000');
    const summary = await runSimulation({ shoppers: 3, existingShare: 1, ...backend, lastCodeFor: wrong });
    expect(summary.completed).toBe(0);
    expect(summary.failuresByCode).toEqual({ WRONG_CODE: 3 });
  });

  it('gives each shopper a distinct 11-digit phone', () => {
    expect(simulatedPhone(0)).toBe('79000000000');
    expect(simulatedPhone(12345)).toBe('79000012345');
    expect(simulatedPhone(1)).not.toBe(simulatedPhone(2));
  });
});
