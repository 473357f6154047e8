import { describe, expect, it } from 'vitest';
import { socialCallbackOf, socialRedirectUri } from '../../../core/domain/socialLogin.ts';

describe('social sign-in callback addresses', () => {
  it('are the flow’s route on the portal’s origin', () => {
    expect(socialRedirectUri('https://rjadom.ru', 'login')).toBe('https://rjadom.ru/login-vk');
    expect(socialRedirectUri('http://127.0.0.1:4000/', 'registration')).toBe('http://127.0.0.1:4000/registration-vk');
  });

  it('carry a callback only with code, device_id and state', () => {
    expect(socialCallbackOf({ code: 'c', device_id: 'd', state: 's', type: 'code_v2' })).toEqual({
      code: 'c',
      deviceId: 'd',
      state: 's',
    });
    expect(socialCallbackOf({ code: 'c', state: 's' })).toBeNull();
    expect(socialCallbackOf({ error: 'access_denied', state: 's' })).toBeNull();
    expect(socialCallbackOf({ code: ' ', device_id: 'd', state: 's' })).toBeNull();
    expect(socialCallbackOf({ code: 1, device_id: 'd', state: 's' })).toBeNull();
  });
});
