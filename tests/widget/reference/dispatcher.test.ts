// @vitest-environment jsdom
/**
 * @vkid/sdk __tests__/core/dispatcher: `on` and `off` register and remove a listener and return the
 * widget, so calls chain; an event reaches its listeners with its payload.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, freshPage, fromFrame, kit } from './page.ts';

vi.mock('xstate', () => import('../../../widget/runtime/microXState.ts'));

afterEach(() => {
  vi.restoreAllMocks();
});

function widget() {
  freshPage();
  configure();
  return new kit.OneTap();
}

describe('listeners (reference: core/dispatcher)', () => {
  it('on() registers a listener for the event', () => {
    const oneTap = widget();
    const handler = vi.fn();
    oneTap.on(kit.WidgetEvents.CLOSE, handler);
    oneTap.render({ container: document.body.appendChild(document.createElement('div')) });
    oneTap.close();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('off() removes it', () => {
    const oneTap = widget();
    const handler = vi.fn();
    oneTap.on(kit.WidgetEvents.CLOSE, handler).off(kit.WidgetEvents.CLOSE, handler);
    oneTap.render({ container: document.body.appendChild(document.createElement('div')) });
    oneTap.close();
    expect(handler).not.toHaveBeenCalled();
  });

  it('on() returns the widget', () => {
    const oneTap = widget();
    expect(oneTap.on(kit.WidgetEvents.LOAD, () => {})).toBe(oneTap);
  });

  it('off() returns the widget', () => {
    const oneTap = widget();
    expect(oneTap.off(kit.WidgetEvents.LOAD, () => {})).toBe(oneTap);
  });

  it('an event reaches its listener with its payload', () => {
    const oneTap = widget();
    const errors: unknown[] = [];
    oneTap.on(kit.WidgetEvents.ERROR, (error: unknown) => errors.push(error));
    oneTap.render({ container: document.body.appendChild(document.createElement('div')) });
    fromFrame(document.querySelector('iframe')!, kit.WidgetEvents.ERROR, { msg: 1 });
    expect(errors).toEqual([expect.objectContaining({ code: 1, details: { msg: 1 } })]);
  });
});
