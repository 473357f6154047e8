/**
 * Headless load run: `npm run simulate -- --shoppers N [--concurrency C] [--seed S]`.
 * Drives N simulated shoppers through the real machines against the in-memory back end.
 */
import { parseArgs } from 'node:util';
import { inMemoryBackend } from './simulation/inMemoryBackend.ts';
import { runSimulation, type SimulationSummary } from './simulation/runSimulation.ts';

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) {
    return fallback;
  }
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) {
    throw new Error(`--${name} needs a positive integer, got '${value}'`);
  }
  return parsed;
}

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
    concurrency: { type: 'string' },
    seed: { type: 'string' },
  },
});

const shoppers = positiveInteger('shoppers', values.shoppers, 100);
const concurrency = positiveInteger('concurrency', values.concurrency, 64);
const seed = positiveInteger('seed', values.seed, 1);
const summary = await runSimulation({ shoppers, concurrency, seed, ...inMemoryBackend({ seed }) });
console.log(report(summary, Math.min(concurrency, shoppers)));
process.exitCode = summary.completed === summary.shoppers ? 0 : 1;
