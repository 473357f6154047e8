import { deriveKey as nodePbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import { AltchaSolver } from '../../adapters/captcha/AltchaSolver.ts';
import type { Db } from '../../server/db/database.ts';
import { insertShoppers } from '../simulation/serverBackend.ts';

/** Bench phones: 795 and eight digits, apart from the simulation's (790…) and the demo shoppers' (7999…). */
function benchPhone(index: number): string {
  return `795${String(index).padStart(8, '0')}`;
}

/** Captchas solved at once: the PBKDF2 work runs on libuv's thread pool, so a few overlap well. */
const SOLVERS = 4;

export interface LoginPool {
  /** JSON bodies of POST /api/authentication/login, each with its own phone and captcha. */
  bodies: string[];
  /** How long solving the captchas took, in ms. */
  solveMs: number;
}

/**
 * `count` login requests that the server will all accept: a registered phone each (so no per-phone SMS
 * limit is hit) and a captcha solved for each (the server accepts a solution once). Phones start at `firstIndex`.
 */
export async function prepareLoginPool(
  db: Db,
  origin: string,
  fingerprint: string,
  firstIndex: number,
  count: number,
): Promise<LoginPool> {
  const phones = Array.from({ length: count }, (_, offset) => benchPhone(firstIndex + offset));
  await insertShoppers(db, phones);
  const solver = new AltchaSolver({ baseUrl: origin, deriveKey: nodePbkdf2 });
  const tokens: string[] = new Array<string>(count);
  let next = 0;
  const started = performance.now();
  const solveNext = async (): Promise<void> => {
    while (next < count) {
      const index = next++;
      tokens[index] = await solver.solve();
    }
  };
  await Promise.all(Array.from({ length: SOLVERS }, solveNext));
  const bodies = phones.map((login, index) => JSON.stringify({ login, fingerprint, token: tokens[index] }));
  return { bodies, solveMs: performance.now() - started };
}
