import { performance } from 'node:perf_hooks';
import { errorCode } from '../../core/errors.ts';
import { createRandom } from '../../core/support/seededRandom.ts';
import { simulatedPhone, type SimulationSummary } from './runSimulation.ts';
import { ShopperFailure } from './shopper.ts';
import { runSocialShopper, type SocialShopperWorld } from './socialShopper.ts';

export interface SocialSimulationOptions {
  shoppers: number;
  concurrency?: number;
  seed?: number;
  /** Index of the first social shopper's phone, past the SMS shoppers' phones. */
  firstPhoneIndex: number;
}

/**
 * Runs social shoppers through the real machines. The provider has a handful of people, so the first
 * shopper of each (Анна, Тимур) signs in alone — registering, Тимур through the phone step — and every later
 * one signs in as the shopper that made; parallel first sign-ins of one person would only race for one account.
 */
export async function runSocialSimulation(
  world: SocialShopperWorld,
  options: SocialSimulationOptions,
): Promise<SimulationSummary> {
  const { shoppers } = options;
  const seed = options.seed ?? 1;
  const failuresByCode: Record<string, number> = {};
  let completed = 0;
  const started = performance.now();
  const visit = async (index: number): Promise<void> => {
    try {
      const phone = simulatedPhone(options.firstPhoneIndex + index);
      await runSocialShopper(world, {
        index,
        phone,
        isNew: index % 4 < 2,
        random: createRandom(seed * 7_000_003 + index),
      });
      completed += 1;
    } catch (error) {
      const code =
        error instanceof ShopperFailure
          ? error.code
          : (errorCode(error) ?? (error instanceof Error ? error.message : String(error)));
      failuresByCode[code] = (failuresByCode[code] ?? 0) + 1;
    }
  };
  const firsts = Math.min(2, shoppers);
  for (let index = 0; index < firsts; index += 1) {
    await visit(index);
  }
  let next = firsts;
  const concurrency = Math.max(1, Math.min(options.concurrency ?? 64, shoppers - firsts));
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < shoppers) {
        await visit(next++);
      }
    }),
  );
  return { shoppers, completed, failuresByCode, elapsedMs: performance.now() - started };
}
