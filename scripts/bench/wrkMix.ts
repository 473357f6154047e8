/**
 * wrk (Debian's wrk 4.1, C, event-driven) drives a list of requests round-robin from a generated Lua script and
 * reports, besides its own figures, the answers by status. One wrk process per kind of request, run at once, so each
 * kind gets its own latency percentiles; one thread each, so the generator takes as little of the two cores as it can.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One request of a mix. */
export interface MixRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** What one wrk run measured. */
export interface WrkResult {
  requests: number;
  seconds: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Requests that got no answer within the time-out. */
  timeouts: number;
  /** Connect, read and write errors. */
  socketErrors: number;
  /** Answers by status. */
  statuses: Record<string, number>;
}

/** wrk on the PATH, or null. */
export function wrkPath(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' });
  const path = found.stdout.trim();
  return found.status === 0 && path !== '' ? path : null;
}

function luaString(text: string): string {
  return `"${[...Buffer.from(text, 'utf8')].map((byte) => (byte >= 32 && byte < 127 && byte !== 34 && byte !== 92 ? String.fromCharCode(byte) : `\\${String(byte).padStart(3, '0')}`)).join('')}"`;
}

function luaScript(requests: readonly MixRequest[]): string {
  const entries = requests.map((request) => {
    const headers = Object.entries(request.headers)
      .map(([name, value]) => `[${luaString(name)}] = ${luaString(value)}`)
      .join(', ');
    return `{ ${luaString(request.method)}, ${luaString(request.path)}, { ${headers} }, ${request.body === undefined ? 'nil' : luaString(request.body)} }`;
  });
  return `
local specs = { ${entries.join(',\n')} }
local prepared = {}
local next_index = 0
statuses = {}
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  for i, spec in ipairs(specs) do
    prepared[i] = wrk.format(spec[1], spec[2], spec[3], spec[4])
  end
  next_index = math.random(#prepared) - 1
end

function request()
  next_index = next_index % #prepared + 1
  return prepared[next_index]
end

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end

function done(summary, latency, requests)
  local total = {}
  for _, thread in ipairs(threads) do
    local counts = thread:get("statuses")
    for status, count in pairs(counts) do
      total[status] = (total[status] or 0) + count
    end
  end
  local parts = {}
  for status, count in pairs(total) do
    table.insert(parts, string.format('"%d": %d', status, count))
  end
  io.write(string.format('WRK_RESULT {"requests": %d, "durationUs": %d, "p50Us": %d, "p99Us": %d, "timeouts": %d, "connect": %d, "read": %d, "write": %d, "statuses": {%s}}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), summary.errors.timeout,
    summary.errors.connect, summary.errors.read, summary.errors.write, table.concat(parts, ", ")))
end
`;
}

/** Runs wrk against `origin` with `connections` connections for `seconds`, cycling through `requests`. */
export async function runWrk(
  wrk: string,
  origin: string,
  requests: readonly MixRequest[],
  connections: number,
  seconds: number,
  timeoutSeconds: number,
): Promise<WrkResult> {
  const folder = mkdtempSync(join(tmpdir(), 'rjadom-wrk-'));
  const script = join(folder, 'mix.lua');
  writeFileSync(script, luaScript(requests));
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(
        wrk,
        ['-t1', `-c${connections}`, `-d${seconds}s`, `--timeout`, `${timeoutSeconds}s`, '-s', script, origin],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      child.once('error', reject);
      child.once('close', (code) =>
        code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}: ${text}`)),
      );
    });
    const line = output.split('\n').find((candidate) => candidate.startsWith('WRK_RESULT '));
    if (line === undefined) {
      throw new Error(`wrk printed no result: ${output}`);
    }
    const raw = JSON.parse(line.slice('WRK_RESULT '.length)) as {
      requests: number;
      durationUs: number;
      p50Us: number;
      p99Us: number;
      timeouts: number;
      connect: number;
      read: number;
      write: number;
      statuses: Record<string, number>;
    };
    const secondsRun = raw.durationUs / 1e6;
    return {
      requests: raw.requests,
      seconds: secondsRun,
      rps: raw.requests / secondsRun,
      p50Ms: raw.p50Us / 1000,
      p99Ms: raw.p99Us / 1000,
      timeouts: raw.timeouts,
      socketErrors: raw.connect + raw.read + raw.write,
      statuses: raw.statuses,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
