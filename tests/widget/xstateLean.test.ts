import { describe, expect, it, vi } from 'vitest';

/** The machines' definitions and implementation names, as JSON, built with whichever `setup` xstate gives. */
async function machinesJson(): Promise<string> {
  const { widgetLifecycleMachine } = await import('../../core/machines/widgetLifecycle.ts');
  const { fullAuthMachine } = await import('../../core/machines/fullAuth.ts');
  return JSON.stringify(
    [widgetLifecycleMachine, fullAuthMachine].map((machine) => ({
      definition: machine.definition,
      implementations: Object.fromEntries(Object.entries(machine.implementations).map(([kind, named]) => [kind, Object.keys(named as object).sort()])),
    })),
  );
}

describe('the widget build’s lean xstate setup', () => {
  it('builds the core machines exactly as xstate’s own setup does', async () => {
    const real = await machinesJson();
    vi.resetModules();
    // The widget build's alias, for this test: 'xstate' is the lean module, which imports the real one as 'xstate-real'.
    vi.doMock('xstate-real', () => vi.importActual('xstate'));
    vi.doMock('xstate', () => vi.importActual('../../widget/xstateLean.ts'));
    const lean = await machinesJson();
    expect(JSON.parse(lean)).toEqual(JSON.parse(real));
    const { setup } = await import('xstate');
    expect(Object.keys(setup({}))).toEqual(['createMachine']);
  });
});
