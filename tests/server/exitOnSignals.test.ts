import { afterEach, describe, expect, it, vi } from 'vitest';
import { drainOnSignals, exitOnSignals } from '../../server/exitOnSignals.ts';

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

describe('drainOnSignals: the stop of a balanced instance (issue 32 §3)', () => {
  function drainSpy(): {
    drain: ReturnType<typeof vi.fn<(grace: Promise<void>) => Promise<void>>>;
    graceOver: () => Promise<void>;
  } {
    let grace: Promise<void> | undefined;
    const drain = vi.fn(async (given: Promise<void>) => {
      grace = given;
      await given;
    });
    return { drain, graceOver: () => grace ?? Promise.reject(new Error('the drain did not start')) };
  }

  it('on SIGTERM drains for the grace period, then exits 0', async () => {
    vi.useFakeTimers();
    try {
      const exited = exits();
      const { drain } = drainSpy();
      drainOnSignals('test', 5_000, drain);
      process.emit('SIGTERM');
      expect(drain).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(4_999);
      expect(process.exit).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(await exited).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a second SIGTERM ends the grace at once; the drain is started once', async () => {
    const exited = exits();
    const { drain, graceOver } = drainSpy();
    drainOnSignals('test', 600_000, drain);
    process.emit('SIGTERM');
    process.emit('SIGTERM');
    await graceOver();
    expect(await exited).toBe(0);
    expect(drain).toHaveBeenCalledTimes(1);
  });

  it('SIGINT (someone at a terminal) stops without the grace', async () => {
    const exited = exits();
    const { drain, graceOver } = drainSpy();
    drainOnSignals('test', 600_000, drain);
    process.emit('SIGINT');
    await graceOver();
    expect(await exited).toBe(0);
  });

  it('logs a failed drain under its label and exits 1', async () => {
    const exited = exits();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    drainOnSignals('test', 0, () => Promise.reject(new Error('still busy')));
    process.emit('SIGTERM');
    expect(await exited).toBe(1);
    expect(logged).toHaveBeenCalledWith('test: shutdown failed:', expect.any(Error));
  });
});
