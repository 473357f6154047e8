import { describe, expect, it } from 'vitest';
import { runBareShopper } from '../../scripts/simulation/baseline.ts';
import { inMemoryBackend } from '../../scripts/simulation/inMemoryBackend.ts';
import { runSimulation } from '../../scripts/simulation/runSimulation.ts';

function favouritesOf(backend: ReturnType<typeof inMemoryBackend>): number[] {
  return [...backend.world.favouriteUnits.values()].flatMap((ids) => [...ids]).sort((a, b) => a - b);
}

describe('the baseline: the same API calls without the machines', () => {
  it('takes every shopper through sign-in, city, favourite and logout with bare API calls', async () => {
    const backend = inMemoryBackend({ seed: 8 });
    const summary = await runSimulation({ shoppers: 12, concurrency: 4, ...backend, visit: runBareShopper });
    expect(summary.failuresByCode).toEqual({});
    expect(summary).toMatchObject({ shoppers: 12, completed: 12 });
  });

  it('makes the same choices as the machines for the same shoppers (same favourite outlets)', async () => {
    const machines = inMemoryBackend({ seed: 9 });
    const bare = inMemoryBackend({ seed: 9 });
    await runSimulation({ shoppers: 10, concurrency: 1, seed: 4, ...machines });
    await runSimulation({ shoppers: 10, concurrency: 1, seed: 4, ...bare, visit: runBareShopper });
    // In this world the first city lists no outlet: the one shopper who chose it favourites nothing, both ways.
    expect(favouritesOf(bare)).toHaveLength(9);
    expect(favouritesOf(bare)).toEqual(favouritesOf(machines));
  });

  it('skips the favourite when the chosen city lists no outlet, as the machines do', async () => {
    const backend = inMemoryBackend({ seed: 8, sizes: { salesUnits: 0 } });
    const summary = await runSimulation({ shoppers: 4, ...backend, visit: runBareShopper });
    expect(summary.failuresByCode).toEqual({});
    expect(favouritesOf(backend)).toEqual([]);
  });

  it('fails a shopper whose SMS code is wrong, as the machines do', async () => {
    const backend = inMemoryBackend({ seed: 10 });
    const summary = await runSimulation({
      shoppers: 2,
      existingShare: 1,
      ...backend,
      lastCodeFor: () => 'xxxx',
      visit: runBareShopper,
    });
    expect(summary.completed).toBe(0);
    expect(summary.failuresByCode).toEqual({ WRONG_CODE: 2 });
  });
});
