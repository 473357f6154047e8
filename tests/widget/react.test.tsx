// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OAuthList, OneTap } from '../../widget/react/index.ts';
import { WidgetEvents } from '../../widget/index.ts';
import { flush, freshPage } from './support.ts';

// The kit as built: its machines on the widget runtime that vite.widget.config.ts aliases as `xstate`.
vi.mock('xstate', () => import('../../widget/runtime/microXState.ts'));

beforeEach(async () => {
  await freshPage({ sendStatistics: false });
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Live 'message' listeners on window (added minus removed), read when called. */
function messageListeners(): { (): number; added(): number } {
  const added = vi.spyOn(window, 'addEventListener');
  const removed = vi.spyOn(window, 'removeEventListener');
  const live = () => {
    const live = new Set(added.mock.calls.filter(([type]) => type === 'message').map(([, listener]) => listener));
    for (const [type, listener] of removed.mock.calls) {
      if (type === 'message') {
        live.delete(listener);
      }
    }
    return live.size;
  };
  return Object.assign(live, { added: () => added.mock.calls.filter(([type]) => type === 'message').length });
}

describe('React components', () => {
  it('<OneTap> under StrictMode renders exactly one widget and frame, and releases everything on unmount', async () => {
    const listeners = messageListeners();
    const onError = vi.fn();
    const view = render(
      <StrictMode>
        <OneTap lang={3} onError={onError} oauthList={['ok_ru']} className="slot" />
      </StrictMode>,
    );
    await act(flush);
    expect(document.querySelectorAll('.slot > .vkid')).toHaveLength(1);
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    // StrictMode mounted twice: two bridges were started, the first one was released.
    expect(listeners.added()).toBe(2);
    expect(listeners()).toBe(1);
    view.unmount();
    expect(document.querySelectorAll('.vkid')).toHaveLength(0);
    expect(listeners()).toBe(0);
  });

  it('passes events to the latest handlers without rendering the widget again', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const view = render(<OAuthList oauthList={['ok_ru']} on={{ [WidgetEvents.HIDE]: first }} />);
    const root = document.querySelector('.vkid');
    view.rerender(<OAuthList oauthList={['ok_ru']} on={{ [WidgetEvents.CLOSE]: second }} />);
    expect(document.querySelector('.vkid')).toBe(root);
    view.unmount();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('renders again when an option changes', () => {
    const view = render(<OAuthList oauthList={['ok_ru']} />);
    view.rerender(<OAuthList oauthList={['ok_ru', 'mail_ru']} />);
    expect(document.querySelectorAll('.vkid')).toHaveLength(1);
    expect(document.querySelectorAll('.vkid button')).toHaveLength(2);
    view.unmount();
  });
});
