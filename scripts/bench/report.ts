import type { LoadResult } from './loadLoop.ts';

/** One line of the table: our server and the bare one on the same request, measured in the same run. */
export interface ComparedCall {
  name: string;
  /** What was sent and what came back, e.g. "POST, br, 41 KB (312 KB JSON)". */
  answer: string;
  expectedStatus: number;
  ours: LoadResult;
  bare: LoadResult;
}

function unexpected(result: LoadResult, expected: number): number {
  const matching = result.statuses[String(expected)] ?? 0;
  return result.responses - matching + result.errors;
}

const int = (value: number): string => Math.round(value).toLocaleString('en-US').replace(/,/g, ' ');
const ms = (value: number): string => (value < 10 ? value.toFixed(2) : value.toFixed(1));
const ratio = (ours: number, bare: number): string => `${(ours / bare).toFixed(ours / bare < 0.1 ? 3 : 2)}×`;

/** Markdown rows (and the console table, which is the same text). */
export function comparisonTable(calls: readonly ComparedCall[]): string {
  const lines = [
    '| call | request → answer | ours req/s | ours p50 / p99 ms | bare req/s | bare p50 / p99 ms | req/s ours ÷ bare | p50 ours ÷ bare | p99 ours ÷ bare |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const call of calls) {
    const { ours, bare } = call;
    const warnings = [unexpected(ours, call.expectedStatus), unexpected(bare, call.expectedStatus)];
    const flag = warnings.some((count) => count > 0)
      ? ` ⚠ ${warnings[0]} / ${warnings[1]} answers not ${call.expectedStatus}`
      : '';
    lines.push(
      `| ${call.name}${flag} | ${call.answer} | ${int(ours.rps)} | ${ms(ours.p50Ms)} / ${ms(ours.p99Ms)} | ${int(bare.rps)} | ${ms(bare.p50Ms)} / ${ms(bare.p99Ms)} | ${ratio(ours.rps, bare.rps)} | ${ratio(ours.p50Ms, bare.p50Ms)} | ${ratio(ours.p99Ms, bare.p99Ms)} |`,
    );
  }
  return lines.join('\n');
}

/** True when every answer of both servers had the expected status (the figures measure what they claim). */
export function allAsExpected(calls: readonly ComparedCall[]): boolean {
  return calls.every(
    (call) => unexpected(call.ours, call.expectedStatus) === 0 && unexpected(call.bare, call.expectedStatus) === 0,
  );
}

/**
 * Replaces the `heading` section (from its line to the next `## ` heading) with `section`, or appends
 * it when the document has none. Every other section is kept as it is.
 */
export function replaceSection(markdown: string, heading: string, section: string): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  const body = section.trimEnd().split('\n');
  if (start === -1) {
    const kept = markdown.trimEnd();
    return `${kept}\n\n${body.join('\n')}\n`;
  }
  const nextOffset = lines.slice(start + 1).findIndex((line) => line.startsWith('## '));
  const end = nextOffset === -1 ? lines.length : start + 1 + nextOffset;
  const after = lines.slice(end);
  const joined = [...lines.slice(0, start), ...body, ...(after.length > 0 ? ['', ...after] : [])].join('\n');
  return joined.endsWith('\n') ? joined : `${joined}\n`;
}
