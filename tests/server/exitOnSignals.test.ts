import { afterEach, describe, expect, it, vi } from 'vitest';
import { exitOnSignals } from '../../server/exitOnSignals.ts';

afterEach(() => {
  process.removeAllListeners('SIGTERM');
  process.removeAllListeners('SIGINT');
  vi.restoreAllMocks();
});

function exits(): Promise<number | undefined> {
  return new Promise((resolveExit) => {
    vi.spyOn(process, 'exit').mockImplementation(((code?: number) => resolveExit(code)) as typeof process.exit);
  });
}

describe('exitOnSignals', () => {
  it('closes on SIGTERM, then exits 0', async () => {
    const exited = exits();
    const close = vi.fn(async () => {});
    exitOnSignals('test', close);
    process.emit('SIGTERM');
    expect(await exited).toBe(0);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('logs a failed close under its label and exits 1, on SIGINT too', async () => {
    const exited = exits();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    exitOnSignals('test', () => Promise.reject(new Error('still busy')));
    process.emit('SIGINT');
    expect(await exited).toBe(1);
    expect(logged).toHaveBeenCalledWith('test: shutdown failed:', expect.any(Error));
  });

  it('answers the stop for other reasons to stop', async () => {
    const exited = exits();
    const close = vi.fn(async () => {});
    exitOnSignals('test', close)();
    expect(await exited).toBe(0);
    expect(close).toHaveBeenCalledTimes(1);
  });
});
