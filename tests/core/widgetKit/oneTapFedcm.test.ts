import { describe, expect, it } from 'vitest';
import { FEDCM_CONFIG_PATH, fedcmPayload, fedcmRequest } from '../../../core/widgetKit/oneTapFedcm.ts';

describe('FedCM rules of the one-tap widgets (issue 22)', () => {
  it('asks for one provider: its config on the id origin, the app as client, the sign-in in params', () => {
    const request = fedcmRequest(
      'https://id.example.test',
      { app: 51000001, redirectUrl: 'https://site.example/cb', scope: 'email' },
      { challenge: 'C'.repeat(43), state: 'st' },
    );
    expect(request).toEqual({
      identity: {
        providers: [
          {
            configURL: `https://id.example.test${FEDCM_CONFIG_PATH}`,
            clientId: '51000001',
            params: {
              redirect_uri: 'https://site.example/cb',
              code_challenge: 'C'.repeat(43),
              code_challenge_method: 's256',
              state: 'st',
              scope: 'email',
            },
          },
        ],
      },
    });
    // The browser serialises params as JSON: no scope configured, none sent.
    const bare = fedcmRequest(
      'https://id.example.test',
      { app: 1, redirectUrl: 'https://site.example/cb' },
      { challenge: 'c', state: 's' },
    );
    expect(JSON.parse(JSON.stringify(bare.identity.providers[0].params))).not.toHaveProperty('scope');
  });

  it('reads the token as the frame login payload (scalars as strings), and nothing else', () => {
    const token = JSON.stringify({
      code: 'abc',
      device_id: 'dev',
      state: 'st',
      type: 'code_v2',
      expires_in: 600,
      nested: { x: 1 },
    });
    expect(fedcmPayload({ token })).toEqual({
      code: 'abc',
      device_id: 'dev',
      state: 'st',
      type: 'code_v2',
      expires_in: '600',
    });
    expect(fedcmPayload({ token: '{"code":""}' })).toBeNull();
    expect(fedcmPayload({ token: 'not json' })).toBeNull();
    expect(fedcmPayload({ token: '"abc"' })).toBeNull();
    expect(fedcmPayload({})).toBeNull();
    expect(fedcmPayload(null)).toBeNull();
  });
});
