/**
 * Conformance: the core machines' own test suites, run again with `xstate` replaced by the widget build's
 * runtime (widget/runtime/microXState.ts), the way vite.widget.config.ts aliases it. Every scenario of
 * tests/core/machines/widgetLifecycle.test.ts and fullAuth.test.ts must pass unchanged under both; time is
 * XState's own `SimulatedClock`, which the micro runtime takes through the same `clock` option.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, setup } from 'xstate';
import type * as XState from 'xstate';
import * as micro from '../../../widget/runtime/microXState.ts';
import '../../core/machines/widgetLifecycle.test.ts';
import '../../core/machines/fullAuth.test.ts';

vi.mock('xstate', async (importOriginal) => ({
  ...(await import('../../../widget/runtime/microXState.ts')),
  SimulatedClock: (await importOriginal<typeof XState>()).SimulatedClock,
}));

describe('the conformance run', () => {
  it('runs the suites above on the micro runtime, not on xstate', () => {
    expect(createActor).toBe(micro.createActor);
    expect(setup).toBe(micro.setup);
  });
});
