import { describe, expect, it } from 'vitest';
import { optionalPositiveInteger, positiveInteger } from '../../scripts/cliOptions.ts';

describe('script options: whole positive numbers', () => {
  it('reads the number given', () => {
    expect(positiveInteger('shoppers', '250', 100)).toBe(250);
    expect(optionalPositiveInteger('outlets', '10000')).toBe(10000);
  });

  it('an absent option takes the default, or none', () => {
    expect(positiveInteger('shoppers', undefined, 100)).toBe(100);
    expect(optionalPositiveInteger('city', undefined)).toBeUndefined();
  });

  it.each(['0', '-3', '2.5', 'many', ''])("stops on '%s', naming the option", (value) => {
    expect(() => positiveInteger('connections', value, 10)).toThrow(
      `--connections needs a positive integer, got '${value}'`,
    );
  });
});
