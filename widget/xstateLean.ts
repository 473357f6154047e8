/**
 * What the widget build bundles as `xstate` (vite.widget.config.ts aliases it; tests and the portal use
 * xstate itself). xstate's `setup()` returns, besides `createMachine`, every action creator (sendTo, raise,
 * log, enqueueActions, emit, spawnChild …), so a bundle that calls `setup` keeps them all — about 0.8 KB
 * of gzip the kit never runs. The core's machines use only `setup(…).createMachine(…)`; this `setup` is
 * xstate's own minus those helpers (tests/widget/xstateLean.test.ts checks the machines come out identical).
 */
import { createMachine } from 'xstate-real';

export * from 'xstate-real';

type Implementations = NonNullable<Parameters<typeof createMachine>[1]> & { schemas?: unknown };

export function setup(implementations: Implementations) {
  return {
    createMachine: (config: Parameters<typeof createMachine>[0]) => createMachine({ ...config, schemas: implementations.schemas } as typeof config, implementations),
  };
}
