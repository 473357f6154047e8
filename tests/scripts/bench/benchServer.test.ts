import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_CODE_ID } from '../../../core/domain/constants.ts';
import { BENCH_CITY } from '../../../scripts/bench/calls.ts';
import { startBenchServer, type BenchServer } from '../../../scripts/bench/benchServer.ts';

let bench: BenchServer;

beforeAll(async () => {
  bench = await startBenchServer();
}, 120_000);

afterAll(async () => {
  await bench.close();
});

describe('the in-process server of bench:api and bench:search', () => {
  it('answers on its origin and names the benchmark city by its id', async () => {
    const answer = await fetch(`${bench.origin}/api/city-codes/active-city-codes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ countryCodeId: COUNTRY_CODE_ID }),
    });
    const cities = (await answer.json()) as { id: number; name: string }[];
    expect(cities.find((city) => city.name === BENCH_CITY)?.id).toBe(bench.cityId);
  });
});
