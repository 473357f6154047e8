import { describe, expect, it } from 'vitest';
import { DEFAULT_DRAIN_GRACE_MS, drainGraceMsOf } from '../../../server/http/drain.ts';

describe('DRAIN_GRACE_MS', () => {
  it('defaults when unset or blank, and takes whole milliseconds, 0 included', () => {
    expect(drainGraceMsOf({})).toBe(DEFAULT_DRAIN_GRACE_MS);
    expect(drainGraceMsOf({ DRAIN_GRACE_MS: ' ' })).toBe(DEFAULT_DRAIN_GRACE_MS);
    expect(drainGraceMsOf({ DRAIN_GRACE_MS: '0' })).toBe(0);
    expect(drainGraceMsOf({ DRAIN_GRACE_MS: '1500' })).toBe(1500);
  });

  it('refuses anything else with a sentence naming the variable', () => {
    for (const raw of ['soon', '-1', '1.5', '5s']) {
      expect(() => drainGraceMsOf({ DRAIN_GRACE_MS: raw })).toThrow(
        `DRAIN_GRACE_MS must be a whole number of milliseconds (0 or more), got '${raw}'`,
      );
    }
  });
});
