import { describe, expect, it } from 'vitest';
import { ConsoleLogger } from '../../../adapters/logging/ConsoleLogger.ts';

describe('ConsoleLogger', () => {
  it('writes the message and, when there is one, the detail', () => {
    const lines: unknown[][] = [];
    const logger = new ConsoleLogger({ error: (...args: unknown[]) => lines.push(args) });
    logger.error('ERROR DEFAULT_MAX_CASH');
    logger.error('favourites: adding failed', { id: 3 });
    expect(lines).toEqual([['ERROR DEFAULT_MAX_CASH'], ['favourites: adding failed', { id: 3 }]]);
  });
});
