import { describe, expect, it } from 'vitest';
import { FRAME_SCRIPT, framePageDom, VirtualConsole, type FrameWindow } from './frameDom.ts';
import { frameQuery, signedInFrame, testProvider, type TestProvider } from './testProvider.ts';

interface StorageAccess {
  has?: boolean;
  /** Whether requestStorageAccess resolves without a tap (granted before) and on a tap. */
  grantedBefore?: boolean;
  grantOnTap?: boolean;
  fedcm?: boolean;
  /** This frame already reloaded once for access (its own session storage says so). */
  retried?: boolean;
}

/**
 * The frame page as a browser that blocks third-party cookies loads it (no provider cookie), run in
 * jsdom with stand-ins for the Storage Access API. A reload (jsdom cannot navigate) shows up in `reloads`.
 */
async function cookielessFrame(
  provider: TestProvider,
  access: StorageAccess,
  overrides: Record<string, string | undefined> = {},
) {
  const html = await (await provider.request(`/button_one_tap_auth?${frameQuery(overrides)}`)).text();
  const reloads: string[] = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('jsdomError', (error: Error) => reloads.push(error.message));
  const dom = framePageDom(html, '/button_one_tap_auth', virtualConsole);
  const frame = dom.window as FrameWindow & { IdentityCredential?: unknown };
  const posted: string[] = [];
  const requests: string[] = [];
  Object.defineProperty(frame, 'parent', {
    value: { postMessage: (data: { handler: string }) => posted.push(data.handler) },
  });
  if (access.fedcm) {
    frame.IdentityCredential = function IdentityCredential() {};
  }
  let tapped = false;
  if (access.has !== undefined) {
    const document = dom.window.document as Document & Record<string, unknown>;
    document.hasStorageAccess = async () => access.has === true;
    document.requestStorageAccess = async () => {
      requests.push(tapped ? 'tap' : 'load');
      if (tapped ? access.grantOnTap : access.grantedBefore) {
        return undefined;
      }
      throw new DOMException('no user gesture', 'NotAllowedError');
    };
  }
  if (access.retried) {
    dom.window.sessionStorage.setItem('idp-storage-access-retried', '1');
  }
  frame.eval(FRAME_SCRIPT);
  await settle();
  return {
    posted,
    requests,
    reloads,
    document: dom.window.document,
    storage: dom.window.sessionStorage,
    tap: async () => {
      tapped = true;
      dom.window.document.querySelector<HTMLButtonElement>('button[data-action="storage-access"]')!.click();
      await settle();
    },
  };
}

async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) {
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

const reloaded = (reloads: string[]) => reloads.some((message) => /navigation/i.test(message));

describe('the one-tap frame and the Storage Access API (issue 22)', () => {
  it('the page asks for access only when no cookie came, not in the no_session scenario nor for a signed-in browser', async () => {
    const provider = testProvider();
    expect(await (await provider.request(`/button_one_tap_auth?${frameQuery()}`)).text()).toContain(
      'data-access="ask"',
    );
    expect(
      await (await provider.request(`/button_one_tap_auth?${frameQuery({ app_id: '51000002' })}`)).text(),
    ).not.toContain('data-access');
    expect(await (await signedInFrame(provider)).text()).not.toContain('data-access');
  });

  it('cookies visible (hasStorageAccess true): nobody is signed in: load, not authorized', async () => {
    const { posted, requests } = await cookielessFrame(testProvider(), { has: true });
    expect(posted).toEqual(['common: load', 'onetap: not authorized']);
    expect(requests).toEqual([]);
  });

  it('a browser without the API, or with FedCM (the kit asks FedCM): not authorized, as before', async () => {
    expect((await cookielessFrame(testProvider(), {})).posted).toEqual(['common: load', 'onetap: not authorized']);
    const withFedcm = await cookielessFrame(testProvider(), { has: false, fedcm: true });
    expect(withFedcm.posted).toEqual(['common: load', 'onetap: not authorized']);
    expect(withFedcm.requests).toEqual([]);
  });

  it('access not granted yet: the frame shows its button and loads; the visitor’s tap asks for access, then reads the session again', async () => {
    const frame = await cookielessFrame(testProvider(), { has: false, grantOnTap: true });
    expect(frame.posted).toEqual(['common: load', 'common: resize']);
    expect(frame.document.querySelector('button[data-action="storage-access"]')!.textContent).toBe(
      'Продолжить с VK ID',
    );
    expect(reloaded(frame.reloads)).toBe(false);
    await frame.tap();
    expect(frame.requests).toEqual(['load', 'tap']);
    expect(frame.storage.getItem('idp-storage-access-retried')).toBe('1');
    expect(reloaded(frame.reloads)).toBe(true);
  });

  it('a refused tap falls back to not authorized (the kit’s own button)', async () => {
    const frame = await cookielessFrame(testProvider(), { has: false, grantOnTap: false });
    await frame.tap();
    expect(frame.posted.at(-1)).toBe('onetap: not authorized');
    expect(reloaded(frame.reloads)).toBe(false);
  });

  it('a later visit, access granted before: the session is read again at once, without a tap', async () => {
    const frame = await cookielessFrame(testProvider(), { has: false, grantedBefore: true });
    expect(frame.requests).toEqual(['load']);
    expect(reloaded(frame.reloads)).toBe(true);
    expect(frame.document.querySelector('button[data-action="storage-access"]')).toBeNull();
  });

  it('granted but still no cookie after the retry: not authorized, no second reload', async () => {
    const frame = await cookielessFrame(testProvider(), { has: false, grantedBefore: true, retried: true });
    expect(frame.posted).toEqual(['common: load', 'onetap: not authorized']);
    expect(reloaded(frame.reloads)).toBe(false);
    expect(frame.storage.getItem('idp-storage-access-retried')).toBeNull();
  });
});
