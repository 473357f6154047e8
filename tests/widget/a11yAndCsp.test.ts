// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stringsFor } from '../../core/widgetKit/languages.ts';
import { oauthListLine } from '../../core/widgetKit/oauthList.ts';
import { CSS } from '../../widget/styles.ts';
import { Languages, OAuthList, OneTap } from '../../widget/index.ts';
import { container, flush, freshPage, installResizeObserver, setSize, settle } from './support.ts';

// The kit as built: its machines on the widget runtime that vite.widget.config.ts aliases as `xstate`.
vi.mock('xstate', () => import('../../widget/runtime/microXState.ts'));

beforeEach(async () => {
  await freshPage({ sendStatistics: false });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (document as Partial<Document>).adoptedStyleSheets;
  document.head.replaceChildren();
});

/** jsdom lacks adoptedStyleSheets; a browser has it (and the e2e CSP page checks the real one). */
function giveDocumentAdoptedStyleSheets(): CSSStyleSheet[][] {
  const assigned: CSSStyleSheet[][] = [];
  let sheets: CSSStyleSheet[] = [];
  Object.defineProperty(document, 'adoptedStyleSheets', {
    configurable: true,
    get: () => sheets,
    set: (value: CSSStyleSheet[]) => {
      sheets = value;
      assigned.push(value);
    },
  });
  return assigned;
}

async function renderBoth(lang: (typeof Languages)[keyof typeof Languages] = Languages.ENG) {
  const oneTap = new OneTap().render({ container: container(), lang, oauthList: ['ok_ru', 'mail_ru'] });
  const list = new OAuthList().render({ container: container(), lang, oauthList: ['vkid'] });
  // The one-tap button's providers come with the list's code, loaded for them.
  await settle();
  return { oneTap, list };
}

describe('accessibility', () => {
  it('every control is a <button type="button"> with a localized name; the frame has a title; changes are announced politely', async () => {
    await renderBoth();
    const buttons = [...document.querySelectorAll('button')];
    expect(buttons.map((button) => [button.type, button.getAttribute('aria-label')])).toEqual([
      ['button', 'Sign in with VK ID'],
      ['button', 'Sign in with OK'],
      ['button', 'Sign in with Mail'],
      ['button', 'Sign in with VK ID'],
    ]);
    expect(document.querySelector('iframe')!.title).toBe(stringsFor(Languages.ENG).frameTitle);
    const live = document.querySelector('.vkid-ot [aria-live="polite"]')!;
    expect(live.getAttribute('role')).toBe('status');
    expect(live.textContent).toBe('Loading sign-in…');
    vi.advanceTimersByTime(5000);
    expect(live.textContent).not.toBe('Loading sign-in…');
    expect(document.querySelector('.vkid-ol [role="group"]')!.getAttribute('aria-label')).toBe(
      oauthListLine(Languages.ENG),
    );
  });

  it('a button inside a form does not submit it', async () => {
    const form = document.createElement('form');
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    document.body.append(form);
    vi.stubGlobal('open', () => null);
    new OAuthList().render({ container: form, oauthList: ['ok_ru'] });
    form.querySelector('button')!.click();
    expect(submitted).not.toHaveBeenCalled();
  });

  it('speaks Russian by default', async () => {
    new OneTap().render({ container: container() });
    await flush();
    const russian = stringsFor(Languages.RUS);
    expect(document.querySelector('button')!.getAttribute('aria-label')).toBe(russian.signIn);
    expect(document.querySelector('.vkid-txt')!.textContent).toBe(russian.continue);
    expect(russian.continue).toBe('Продолжить');
  });
});

describe('CSP-strict DOM', () => {
  it('writes no style attribute strings and creates no <style>: one constructable sheet is adopted once', async () => {
    const assigned = giveDocumentAdoptedStyleSheets();
    const setAttribute = vi.spyOn(Element.prototype, 'setAttribute');
    const innerHtml = vi.spyOn(Element.prototype, 'innerHTML', 'set');
    await renderBoth();
    await renderBoth();
    expect(setAttribute.mock.calls.filter(([name]) => name.toLowerCase() === 'style')).toEqual([]);
    expect(innerHtml).not.toHaveBeenCalled();
    expect(document.querySelectorAll('style')).toHaveLength(0);
    expect(assigned).toHaveLength(1);
    expect(document.adoptedStyleSheets[0]!.cssRules.length).toBeGreaterThan(20);
  });

  it('without constructable stylesheets falls back to one <style> carrying the nonce', async () => {
    new OneTap().render({ container: container(), nonce: 'n0nce' });
    new OneTap().render({ container: container(), nonce: 'n0nce' });
    const styles = document.querySelectorAll('style');
    expect(styles).toHaveLength(1);
    expect(styles[0]!.nonce).toBe('n0nce');
  });

  it('turns the spinner in 0.7 s and stops it for reduced motion; focus is visible', () => {
    expect(CSS).toMatch(/animation:vkid-turn \.7s linear infinite/);
    expect(CSS).toMatch(/@media \(prefers-reduced-motion:reduce\)\{[^}]*animation:none/);
    expect(CSS).toMatch(/:focus-visible\{outline:2px solid/);
  });
});

describe('the native button text', () => {
  function layout(root: HTMLElement, width: number) {
    setSize(root, { clientWidth: width });
    const [long, short] = root.querySelectorAll<HTMLElement>('.vkid-m');
    setSize(long!, { offsetWidth: 150 });
    setSize(short!, { offsetWidth: 50 });
  }

  it('says Continue first, the fitting text 250 ms after the first layout, and re-checks 500 ms after a resize', async () => {
    const resize = installResizeObserver();
    new OneTap().render({ container: container(), lang: Languages.ENG });
    const root = document.querySelector<HTMLElement>('.vkid')!;
    const text = root.querySelector('.vkid-txt')!;
    // 44 px: padding 8, logo 28 → the text needs its width plus 16 + 16 + 56 = 88 px.
    layout(root, 240);
    expect(text.textContent).toBe('Continue');
    vi.advanceTimersByTime(250);
    expect(root.dataset.mode).toBe('long');
    expect(text.textContent).toBe('Sign in with VK ID');
    layout(root, 200);
    resize.resize();
    vi.advanceTimersByTime(499);
    expect(root.dataset.mode).toBe('long');
    vi.advanceTimersByTime(1);
    expect(root.dataset.mode).toBe('short');
    expect(text.textContent).toBe('VK ID');
    layout(root, 100);
    resize.resize();
    vi.advanceTimersByTime(500);
    expect(root.dataset.mode).toBe('icon');
    expect(root.querySelector('button')!.getAttribute('aria-label')).toBe('Sign in with VK ID');
  });
});
