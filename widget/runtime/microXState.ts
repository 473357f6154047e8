/**
 * The statechart runtime of the widget BUILD (vite.widget.config.ts aliases `xstate` to this file); the core,
 * the portal and every test that imports `xstate` keep XState itself. It runs the kit's two core machines
 * (core/machines/widgetLifecycle.ts, fullAuth.ts) with XState v5's semantics in ≈2.7 KB of gzip instead of
 * XState's ≈11 KB (docs/decisions.md «Widget build: a micro statechart runtime instead of XState»), and it implements only the
 * subset they use:
 * - `setup({ types, guards, actions, delays }).createMachine(config)` and `machine.provide({ guards, actions, delays })`;
 * - states: `id`, `initial`, `states` (nested), `on` (root level too), `entry`, `exit`, `after` (named or
 *   numeric delays, cancelled when the state is left), `type: 'final'` at the top level (status 'done');
 * - transitions: a target (sibling, '.child', '#id'), guarded arrays (named, `{ type, params }` or inline
 *   guards), `reenter`, actions by name, `{ type, params }` (params an object or a function), inline, `assign`;
 * - one microstep per event as XState orders it: exit actions (deepest first), transition actions, entry
 *   actions (outermost first); each action sees the context the `assign`s before it produced;
 * - `createActor(machine, { clock })` with start, stop, send (queued while an event is processed, kept until
 *   start), getSnapshot (`value`, `context`, `status`, `matches()`, `error`) and subscribe (function or
 *   observer); an action or guard that throws puts the actor in status 'error' and reaches observers' `error`.
 * Anything else (parallel or history states, invoke, always, wildcards, nested final states, unknown names…)
 * throws when the machine is created rather than running differently. tests/widget/runtime/ runs the core
 * machines' own test suites against this file, and drives every kit machine through it and XState side by side
 * with random events and clock advances, comparing every step (sameStepsAsXState.test.ts).
 */

export { assign, setup } from './machine.ts';
export { createActor, type MicroActor } from './actor.ts';
