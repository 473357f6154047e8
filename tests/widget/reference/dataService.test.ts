// @vitest-environment jsdom
/**
 * @vkid/sdk __tests__/core/dataService: the promise of a sign-in settles once, with the answer or the
 * error, and the sign-in window is closed after it. DataService itself is internal; its public face is
 * `Auth.login()`.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, configure, freshPage, kit, stubWindowOpen, windowReady } from './page.ts';

vi.mock('xstate', () => import('../../../widget/runtime/microXState.ts'));

afterEach(() => {
  vi.restoreAllMocks();
});

async function signIn() {
  freshPage();
  configure({ responseMode: 'callback' });
  const { popup } = stubWindowOpen();
  const result: { value?: unknown; error?: unknown } = {};
  const promise = kit.Auth.login().then(
    (value: unknown) => (result.value = value),
    (error: unknown) => (result.error = error),
  );
  await windowReady(popup);
  const state = new URL(popup.location.href).searchParams.get('state')!;
  return { popup, state, result, promise };
}

describe('a sign-in’s promise (reference: core/dataService)', () => {
  it('resolves with the data of a successful sign-in', async () => {
    const { popup, state, result, promise } = await signIn();
    answer(popup, { code: 'code', state, device_id: 'device', type: 'code_v2', expires_in: 600 });
    await promise;
    expect(result.value).toMatchObject({ code: 'code', state, device_id: 'device', type: 'code_v2' });
  });

  it('rejects with the error of a failed one', async () => {
    const { popup, state, result, promise } = await signIn();
    answer(popup, { error: 'access_denied', state });
    await promise;
    expect(result.error).toMatchObject({ code: 103, error: 'access_denied' });
  });

  it('closes the sign-in window after a success', async () => {
    const { popup, state, promise } = await signIn();
    answer(popup, { code: 'code', state, device_id: 'device' });
    await promise;
    expect(popup.closed).toBe(true);
  });

  it('closes the sign-in window after an error', async () => {
    const { popup, promise } = await signIn();
    answer(popup, { code: 'code', state: 'not-ours', device_id: 'device' });
    await promise;
    expect(popup.closed).toBe(true);
  });
});
