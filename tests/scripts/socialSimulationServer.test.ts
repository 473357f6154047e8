import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runSocialSimulation } from '../../scripts/simulation/runSocialSimulation.ts';
import { serverBackend, type ServerSimulationBackend } from '../../scripts/simulation/serverBackend.ts';
import { serverSocialWorld, SIMULATION_SITES, socialServerEnv } from '../../scripts/simulation/socialBackends.ts';
import { startIdProvider, type RunningIdProvider } from '../../server/id-provider/start.ts';

let provider: RunningIdProvider;
let backend: ServerSimulationBackend;

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  provider = await startIdProvider({ port: 0, sites: SIMULATION_SITES });
  backend = await serverBackend({ env: socialServerEnv(provider) });
}, 120_000);

afterAll(async () => {
  await Promise.all([backend?.close(), provider?.close()]);
  vi.restoreAllMocks();
});

describe('the social sign-in simulation against the real server and the local provider (npm run simulate -- --server)', () => {
  it('signs shoppers in by one tap and by the full page, though the provider gives codes only to registered sites (regression: every frame answered 400)', async () => {
    const summary = await runSocialSimulation(serverSocialWorld(backend, provider), {
      shoppers: 2,
      concurrency: 2,
      seed: 1,
      firstPhoneIndex: 0,
    });
    expect(summary.failuresByCode).toEqual({});
    expect(summary).toMatchObject({ shoppers: 2, completed: 2 });
  });
});
