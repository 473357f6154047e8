import { describe, expect, it } from 'vitest';
import { OncePerItemLogger } from '../../../adapters/logging/OncePerItemLogger.ts';
import type { Logger } from '../../../core/ports/index.ts';

function recording(): { logger: Logger; lines: unknown[][] } {
  const lines: unknown[][] = [];
  return { logger: { error: (...args: unknown[]) => lines.push(args) }, lines };
}

describe('OncePerItemLogger: «ERROR DEFAULT_MAX_CASH» once per item (portal §7), not on every render', () => {
  it('writes a chosen message once for each item it names, however often it comes', () => {
    const { logger, lines } = recording();
    const once = new OncePerItemLogger(logger, ['ERROR DEFAULT_MAX_CASH']);
    for (let render = 0; render < 5; render += 1) {
      once.error('ERROR DEFAULT_MAX_CASH', { item: 'outlet:5', actions: 0 });
      once.error('ERROR DEFAULT_MAX_CASH', { item: 'shop:7', actions: 1 });
    }
    expect(lines).toEqual([
      ['ERROR DEFAULT_MAX_CASH', { item: 'outlet:5', actions: 0 }],
      ['ERROR DEFAULT_MAX_CASH', { item: 'shop:7', actions: 1 }],
    ]);
  });

  it('passes every other message, and a chosen one without an item, through each time', () => {
    const { logger, lines } = recording();
    const once = new OncePerItemLogger(logger, ['ERROR DEFAULT_MAX_CASH']);
    once.error('favourites: adding failed', { item: 'outlet:5' });
    once.error('favourites: adding failed', { item: 'outlet:5' });
    once.error('ERROR DEFAULT_MAX_CASH', { actions: 0 });
    once.error('ERROR DEFAULT_MAX_CASH');
    expect(lines).toHaveLength(4);
  });

  it('stays bounded: past a thousand items the oldest may be written again', () => {
    const { logger, lines } = recording();
    const once = new OncePerItemLogger(logger, ['ERROR DEFAULT_MAX_CASH']);
    for (let id = 0; id <= 1000; id += 1) {
      once.error('ERROR DEFAULT_MAX_CASH', { item: `outlet:${id}` });
    }
    once.error('ERROR DEFAULT_MAX_CASH', { item: 'outlet:1000' });
    once.error('ERROR DEFAULT_MAX_CASH', { item: 'outlet:0' });
    expect(lines).toHaveLength(1002);
  });
});
