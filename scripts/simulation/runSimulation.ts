import { performance } from 'node:perf_hooks';
import { errorCode } from '../../core/errors.ts';
import { createRandom } from '../../core/support/seededRandom.ts';
import type { SimulationBackend } from './inMemoryBackend.ts';
import { runShopper, ShopperFailure, type ShopperPlan, type ShopperWorld } from './shopper.ts';

export interface SimulationOptions extends SimulationBackend {
  shoppers: number;
  /** Shoppers in flight at once; default 64. */
  concurrency?: number;
  /** Share of shoppers who already have an account and log in by SMS; the rest register. Default 0.5. */
  existingShare?: number;
  /** Seed of the shoppers' choices (cities, outlets, names). Default 1. */
  seed?: number;
  /** One shopper's visit; default `runShopper` (the real machines). The baseline passes bare API calls. */
  visit?: (world: ShopperWorld, plan: ShopperPlan) => Promise<void>;
}

export interface SimulationSummary {
  shoppers: number;
  completed: number;
  /** Failed shoppers by the first error code (API code or the step that went wrong). */
  failuresByCode: Record<string, number>;
  elapsedMs: number;
}

/** The phone of the i-th simulated shopper: 11 digits, distinct per shopper. */
export function simulatedPhone(index: number): string {
  return `79${String(index).padStart(9, '0')}`;
}

/**
 * Runs `shoppers` simulated visits through the real machines against the given back end.
 * Every other shopper (by `existingShare`) is registered before the run and logs in by SMS;
 * the others register through the registration machine.
 */
export async function runSimulation(options: SimulationOptions): Promise<SimulationSummary> {
  const { shoppers } = options;
  const concurrency = Math.max(1, Math.min(options.concurrency ?? 64, shoppers));
  const share = Math.min(1, Math.max(0, options.existingShare ?? 0.5));
  // Spreads the existing shoppers evenly: exactly round-down(shoppers × share) of them, interleaved with the new ones.
  const isNew = (index: number): boolean => Math.floor((index + 1) * share) === Math.floor(index * share);
  const started = performance.now();
  for (let index = 0; index < shoppers; index += 1) {
    if (!isNew(index)) {
      await options.preRegister(simulatedPhone(index));
    }
  }

  const failuresByCode: Record<string, number> = {};
  let completed = 0;
  let next = 0;
  const seed = options.seed ?? 1;
  const visit = options.visit ?? runShopper;
  const worker = async (): Promise<void> => {
    while (next < shoppers) {
      const index = next++;
      try {
        await visit(options, {
          index,
          phone: simulatedPhone(index),
          isNew: isNew(index),
          random: createRandom(seed * 1_000_003 + index),
        });
        completed += 1;
      } catch (error) {
        const code =
          error instanceof ShopperFailure
            ? error.code
            : (errorCode(error) ?? (error instanceof Error ? error.message : String(error)));
        failuresByCode[code] = (failuresByCode[code] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { shoppers, completed, failuresByCode, elapsedMs: performance.now() - started };
}
