import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_TEXT } from '../../../core/widgetKit/constants.ts';
import {
  POPUP_AUTH_ACTION,
  authErrorOf,
  interpretPopupMessage,
  widgetErrorOfAuth,
} from '../../../core/widgetKit/authResult.ts';

const answer = (payload: unknown, action: unknown = POPUP_AUTH_ACTION) => ({ type: 'vk-sak-sdk', action, payload });

describe('auth errors 100–104', () => {
  it('have a text for every code', () => {
    expect(Object.keys(AUTH_ERROR_TEXT).map(Number)).toEqual([100, 101, 102, 103, 104]);
  });

  it('101, 102 and 104 carry a reason; 100 and 103 do not', () => {
    expect(authErrorOf(101)).toEqual({
      code: 101,
      text: AUTH_ERROR_TEXT[101],
      error: AUTH_ERROR_TEXT[101],
      reason: 'popup_blocked',
    });
    expect(authErrorOf(102).reason).toBe('popup_closed');
    expect(authErrorOf(104).reason).toBe('state_mismatch');
    expect(authErrorOf(100).reason).toBeUndefined();
    expect(authErrorOf(103).reason).toBeUndefined();
  });

  it("103's text is the provider's error field", () => {
    const details = { error: 'access_denied', error_description: 'The user declined', state: 's' };
    expect(authErrorOf(103, details)).toEqual({ code: 103, text: 'access_denied', error: 'access_denied', details });
    expect(authErrorOf(103).text).toBe(AUTH_ERROR_TEXT[103]);
  });

  it('becomes widget error 2 (AuthError) with the same text', () => {
    const error = authErrorOf(103, { error: 'access_denied' });
    expect(widgetErrorOfAuth(error)).toEqual({ code: 2, text: 'access_denied', details: error });
  });
});

describe('the sign-in window’s answer', () => {
  const success = { code: 'c1', state: 's1', device_id: 'd1', type: 'code_v2', expires_in: 600 };

  it('a success with the expected state hands over the payload as strings', () => {
    expect(interpretPopupMessage(answer(success), 's1')).toEqual({
      ok: true,
      payload: { code: 'c1', state: 's1', device_id: 'd1', type: 'code_v2', expires_in: '600' },
    });
  });

  it('an error payload → 103 with the error field as text', () => {
    const outcome = interpretPopupMessage(
      answer({ error: 'access_denied', error_description: 'declined', state: 's1' }),
      's1',
    );
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.error).toMatchObject({ code: 103, text: 'access_denied' });
  });

  it('another state → 104 with reason state_mismatch', () => {
    const outcome = interpretPopupMessage(answer({ ...success, state: 'forged' }), 's1');
    expect(!outcome.ok && outcome.error).toMatchObject({ code: 104, reason: 'state_mismatch' });
    expect(!interpretPopupMessage(answer({ code: 'c1', device_id: 'd1' }), 's1').ok).toBe(true);
  });

  it('takes the action as VK’s provider names it, with the state appended; an answer named for another state is a mismatch too', () => {
    expect(interpretPopupMessage(answer(success, 'oauth2_authorize_responses1'), 's1')).toMatchObject({
      ok: true,
      payload: { code: 'c1' },
    });
    const forged = interpretPopupMessage(
      answer({ ...success, state: 'forged' }, 'oauth2_authorize_responseforged'),
      's1',
    );
    expect(!forged.ok && forged.error).toMatchObject({ code: 104, reason: 'state_mismatch' });
  });

  it.each([
    ['an unknown action', answer(success, 'something_else')],
    ['no action', { type: 'vk-sak-sdk', payload: success }],
    ['a payload that is not an object', answer('code=c1')],
    ['a success without a code', answer({ state: 's1', device_id: 'd1' })],
    ['a success without a device id', answer({ code: 'c1', state: 's1' })],
    ['not an object', 'oauth2_authorize_response'],
  ])('%s → 100', (_name, data) => {
    const outcome = interpretPopupMessage(data, 's1');
    expect(!outcome.ok && outcome.error.code).toBe(100);
  });
});
