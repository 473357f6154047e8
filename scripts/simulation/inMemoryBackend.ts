import type { ApiPort, Clock, TokenStore } from '../../core/ports/index.ts';
import { InMemoryApi } from '../../adapters/memory/InMemoryApi.ts';
import { MemoryWorld, type MemoryWorldOptions } from '../../adapters/memory/MemoryWorld.ts';

/** The back end a simulation runs against, and the shoppers' phones that receive its SMS. */
export interface SimulationBackend {
  /** The API one shopper's browser talks to, bound to that shopper's token store. */
  createApi: (tokens: TokenStore) => ApiPort;
  /** The last SMS code a phone received (a server back end reads it over HTTP, hence the promise). */
  lastCodeFor: (phone: string) => string | undefined | Promise<string | undefined>;
  /** Creates an account out of band, for shoppers who registered before the run. */
  preRegister: (phone: string) => void | Promise<void>;
  /** A captcha payload the back end accepts once: what the shopper's captcha widget would produce. */
  solveCaptcha: () => Promise<string>;
  clock: Clock;
}

/** One shared in-memory world; every shopper gets its own InMemoryApi over it. */
export function inMemoryBackend(options: MemoryWorldOptions = {}): SimulationBackend & { world: MemoryWorld } {
  const world = new MemoryWorld(options);
  // The in-memory back end only checks that a captcha payload is not reused, so a counter is a real answer.
  let captchas = 0;
  return {
    world,
    createApi: (tokens) => new InMemoryApi({ tokens, world }),
    lastCodeFor: (phone) => world.outbox.lastCodeFor(phone),
    preRegister: (phone) => {
      world.addShopper({ phone });
    },
    solveCaptcha: async () => `sim-captcha-${++captchas}`,
    clock: world.clock,
  };
}
