// @vitest-environment jsdom
/**
 * @vkid/sdk __tests__/core/widget: what every frame widget does — its frame's address, close, hide and
 * show, and the common bridge messages (close, load, error) re-emitted to the page. The base Widget is
 * not public; the one-tap button stands for it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP, configure, freshPage, fromFrame, kit } from './page.ts';

vi.mock('xstate', () => import('../../../widget/runtime/microXState.ts'));

let widget: { on(event: string, handler: unknown): unknown; close(): void; hide(): unknown; show(): unknown };
let container: HTMLElement;
const frame = () => container.querySelector('iframe');

beforeEach(async () => {
  freshPage();
  configure({ state: 'state' });
  container = document.body.appendChild(document.createElement('div'));
  widget = new kit.OneTap().render({ container });
  await vi.waitFor(() => expect(frame()?.getAttribute('src')).toBeTruthy());
});

afterEach(() => {
  widget.close();
  vi.restoreAllMocks();
});

describe('a frame widget (reference: core/widget)', () => {
  it('loads its frame from the provider’s id host with the kit’s version, the app id and the page’s origin', () => {
    const src = frame()!.getAttribute('src')!;
    const query = new URL(src).searchParams;
    expect(query.get('v')).toMatch(/^\d+\.\d+\.\d+$/);
    expect(query.get('app_id')).toContain(String(APP));
    expect(query.get('origin')).toContain(`${location.protocol}//${location.host}`);
    expect(src).toContain('id.vk.');
  });

  it('close() removes it', () => {
    widget.close();
    expect(frame()).toBeNull();
    expect(container.querySelector('[data-test-id]')).toBeNull();
  });

  it('hide() hides its root and says hide', () => {
    const hidden = vi.fn();
    widget.on(kit.WidgetEvents.HIDE, hidden);
    widget.hide();
    expect(container.querySelector<HTMLElement>('[data-test-id="oneTap"]')!.style.display).toBe('none');
    expect(hidden).toHaveBeenCalled();
  });

  it('show() shows it again (restoring its own display rather than forcing block)', () => {
    const root = container.querySelector<HTMLElement>('[data-test-id="oneTap"]')!;
    widget.hide();
    widget.show();
    expect(root.style.display).not.toBe('none');
  });

  it('its frame’s close closes it and says close', () => {
    const closed = vi.fn();
    widget.on(kit.WidgetEvents.CLOSE, closed);
    fromFrame(frame()!, kit.WidgetEvents.CLOSE);
    expect(closed).toHaveBeenCalled();
  });

  it('its frame’s load says load at once (the loaded state follows 300 ms later)', () => {
    const loaded = vi.fn();
    widget.on(kit.WidgetEvents.LOAD, loaded);
    fromFrame(frame()!, kit.WidgetEvents.LOAD);
    expect(loaded).toHaveBeenCalledTimes(1);
    expect(container.querySelector<HTMLElement>('[data-test-id="oneTap"]')!.dataset.state).toBe('loading');
  });

  it('its frame’s error says error 1, internal error, with the frame’s details', () => {
    const failed = vi.fn();
    widget.on(kit.WidgetEvents.ERROR, failed);
    fromFrame(frame()!, kit.WidgetEvents.ERROR, { msg: 1 });
    expect(failed).toHaveBeenCalledWith(
      expect.objectContaining({ code: 1, text: 'internal error', details: { msg: 1 } }),
    );
  });
});
