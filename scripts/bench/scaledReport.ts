import type { LoadResult } from './loadLoop.ts';

/** One line of the PostgreSQL table: one instance, two instances and the bare server on the same request. */
export interface ScaledCall {
  name: string;
  answer: string;
  expectedStatus: number;
  one: LoadResult;
  two: LoadResult;
  bare: LoadResult;
  /** CPU per answer in the one-instance run: the server process and all of PostgreSQL, in ms. */
  cpuMsPerRequest: { server: number; postgres: number };
}

function unexpected(result: LoadResult, expected: number): number {
  return result.responses - (result.statuses[String(expected)] ?? 0) + result.errors;
}

const int = (value: number): string => Math.round(value).toLocaleString('en-US').replace(/,/g, ' ');
const ms = (value: number): string => (value < 10 ? value.toFixed(2) : value.toFixed(1));
const figures = (result: LoadResult): string => `${int(result.rps)} | ${ms(result.p50Ms)} / ${ms(result.p99Ms)}`;

/** Markdown rows; a ⚠ marks a line where some answer had another status than expected. */
export function scaledTable(calls: readonly ScaledCall[]): string {
  const lines = [
    '| call | request → answer | 1 instance req/s | p50 / p99 ms | 2 instances req/s | p50 / p99 ms | bare req/s | p50 / p99 ms | 2 ÷ 1 | server CPU ms / req | PostgreSQL CPU ms / req | req/s per server core |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const call of calls) {
    const off = [call.one, call.two, call.bare].map((result) => unexpected(result, call.expectedStatus));
    const flag = off.some((count) => count > 0) ? ` ⚠ ${off.join(' / ')} answers not ${call.expectedStatus}` : '';
    const { server, postgres } = call.cpuMsPerRequest;
    lines.push(
      `| ${call.name}${flag} | ${call.answer} | ${figures(call.one)} | ${figures(call.two)} | ${figures(call.bare)} | ${(call.two.rps / call.one.rps).toFixed(2)}× | ${ms(server)} | ${ms(postgres)} | ${int(1000 / server)} |`,
    );
  }
  return lines.join('\n');
}

/** True when every answer of every run had the expected status. */
export function allScaledAsExpected(calls: readonly ScaledCall[]): boolean {
  return calls.every((call) =>
    [call.one, call.two, call.bare].every((result) => unexpected(result, call.expectedStatus) === 0),
  );
}
