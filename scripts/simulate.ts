/**
 * Headless load run: `npm run simulate -- --shoppers N [--social M] [--concurrency C] [--seed S] [--server] [--no-baseline]`.
 * Drives N simulated shoppers through the real machines, against the in-memory back end or, with
 * --server, against the real server started in-process and reached through the portal's HTTP adapter;
 * then M social sign-in shoppers (default a quarter of N, at least 2), with --server through the local
 * identity provider started beside the server.
 * In-memory runs also time the same API calls without the machines (the baseline, about a tenth of the
 * machines' time, so it is on unless --no-baseline) and print the ratio.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { positiveInteger } from './cliOptions.ts';
import { runBareShopper } from './simulation/baseline.ts';
import { inMemoryBackend } from './simulation/inMemoryBackend.ts';
import { runSimulation, type SimulationSummary } from './simulation/runSimulation.ts';
import { muteConsoleSms, serverBackend, SIMULATION_SERVER_ENV } from './simulation/serverBackend.ts';
import { runSocialSimulation } from './simulation/runSocialSimulation.ts';
import {
  inMemorySocialWorld,
  serverSocialWorld,
  SIMULATION_SITES,
  socialServerEnv,
} from './simulation/socialBackends.ts';
import { startIdProvider } from '../server/id-provider/start.ts';

function report(summary: SimulationSummary, concurrency: number): string {
  const seconds = summary.elapsedMs / 1000;
  const failures = Object.entries(summary.failuresByCode).sort(([, a], [, b]) => b - a);
  const lines = [
    `Simulated shoppers: ${summary.shoppers} (concurrency ${concurrency})`,
    `Completed:          ${summary.completed}`,
    `Failed:             ${summary.shoppers - summary.completed}`,
    ...failures.map(([code, count]) => `  ${code}: ${count}`),
    `Elapsed:            ${seconds.toFixed(2)} s (${Math.round(summary.shoppers / Math.max(seconds, 0.001))} shoppers/s)`,
  ];
  return lines.join('\n');
}

const { values } = parseArgs({
  options: {
    shoppers: { type: 'string' },
    social: { type: 'string' },
    concurrency: { type: 'string' },
    seed: { type: 'string' },
    server: { type: 'boolean', default: false },
    'no-baseline': { type: 'boolean', default: false },
  },
});

const shoppers = positiveInteger('shoppers', values.shoppers, 100);
const concurrency = positiveInteger('concurrency', values.concurrency, 64);
const seed = positiveInteger('seed', values.seed, 1);
const inFlight = Math.min(concurrency, shoppers);
const socialShoppers = positiveInteger('social', values.social, Math.max(2, Math.round(shoppers / 4)));
let ok: boolean;

/** The social sign-in shoppers' report, beside the SMS flows'. */
function socialReport(summary: SimulationSummary): string {
  return report(summary, Math.min(concurrency, summary.shoppers)).replace(
    'Simulated shoppers:',
    'Social sign-in shoppers:',
  );
}

if (values.server) {
  // The console SMS provider logs every code it "sends"; the shoppers read them from the outbox instead.
  const unmute = muteConsoleSms();
  try {
    const started = performance.now();
    const provider = await startIdProvider({ port: 0, sites: SIMULATION_SITES });
    const backend = await serverBackend({ env: socialServerEnv(provider) });
    console.log(
      `Server: ${backend.baseUrl} (in-memory PGlite, seeded, started in ${((performance.now() - started) / 1000).toFixed(2)} s)`,
    );
    console.log(
      `Relaxed for the run: ${Object.entries(SIMULATION_SERVER_ENV)
        .map(([key, value]) => `${key}=${value}`)
        .join(' ')}`,
    );
    try {
      const summary = await runSimulation({ shoppers, concurrency, seed, ...backend });
      console.log(report(summary, inFlight));
      const social = await runSocialSimulation(serverSocialWorld(backend, provider), {
        shoppers: socialShoppers,
        concurrency,
        seed,
        firstPhoneIndex: shoppers,
      });
      console.log(socialReport(social));
      ok = summary.completed === summary.shoppers && social.completed === social.shoppers;
    } finally {
      await Promise.all([backend.close(), provider.close()]);
    }
  } finally {
    unmute();
  }
} else {
  const memory = inMemoryBackend({ seed });
  const summary = await runSimulation({ shoppers, concurrency, seed, ...memory });
  console.log(report(summary, inFlight));
  const social = await runSocialSimulation(inMemorySocialWorld(memory), {
    shoppers: socialShoppers,
    concurrency,
    seed,
    firstPhoneIndex: shoppers,
  });
  console.log(socialReport(social));
  ok = summary.completed === summary.shoppers && social.completed === social.shoppers;
  if (!values['no-baseline']) {
    const bare = await runSimulation({
      shoppers,
      concurrency,
      seed,
      ...inMemoryBackend({ seed }),
      visit: runBareShopper,
    });
    console.log(
      `Baseline (same API calls, no machines): ${(bare.elapsedMs / 1000).toFixed(2)} s, ${bare.completed}/${bare.shoppers} completed`,
    );
    console.log(`Machines / bare API calls: ${(summary.elapsedMs / Math.max(bare.elapsedMs, 0.001)).toFixed(1)}×`);
    ok &&= bare.completed === bare.shoppers;
  }
}
process.exitCode = ok ? 0 : 1;
