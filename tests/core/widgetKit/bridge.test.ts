import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BRIDGE_MESSAGE_TYPE,
  OneTapInternalEvents,
  WidgetEvents,
  acceptsBridgeMessage,
  lifecycleEventOf,
} from '../../../core/widgetKit/bridge.ts';

const ID_ORIGIN = 'https://id.vk.com';
const ownFrame = { name: 'the widget’s own frame window' };
const otherFrame = { name: 'another frame of the same provider' };
const expected = { origin: ID_ORIGIN, source: ownFrame };

function message(handler: string, params?: unknown) {
  return { type: BRIDGE_MESSAGE_TYPE, handler, ...(params === undefined ? {} : { params }) };
}

describe('bridge: which messages are handled', () => {
  it('a message from the provider origin, the own frame, with type vk-sak-sdk is accepted', () => {
    expect(
      acceptsBridgeMessage({ origin: ID_ORIGIN, source: ownFrame, data: message(WidgetEvents.LOAD) }, expected),
    ).toBe(true);
  });

  it('rejected by origin', () => {
    for (const origin of [
      'https://evil.example',
      'http://id.vk.com',
      'https://id.vk.com:444',
      'https://vk.com',
      'null',
      '',
    ]) {
      expect(acceptsBridgeMessage({ origin, source: ownFrame, data: message(WidgetEvents.LOAD) }, expected)).toBe(
        false,
      );
    }
  });

  it('rejected by source: another frame, even of the provider, or no frame yet', () => {
    expect(
      acceptsBridgeMessage({ origin: ID_ORIGIN, source: otherFrame, data: message(WidgetEvents.LOAD) }, expected),
    ).toBe(false);
    expect(
      acceptsBridgeMessage(
        { origin: ID_ORIGIN, source: null, data: message(WidgetEvents.LOAD) },
        { origin: ID_ORIGIN, source: null },
      ),
    ).toBe(false);
    expect(
      acceptsBridgeMessage(
        { origin: ID_ORIGIN, source: undefined, data: message(WidgetEvents.LOAD) },
        { origin: ID_ORIGIN, source: undefined },
      ),
    ).toBe(false);
  });

  it('rejected by type', () => {
    for (const data of [
      { ...message(WidgetEvents.LOAD), type: 'vk-connect' },
      { handler: WidgetEvents.LOAD },
      'vk-sak-sdk',
      null,
      [BRIDGE_MESSAGE_TYPE],
    ]) {
      expect(acceptsBridgeMessage({ origin: ID_ORIGIN, source: ownFrame, data }, expected)).toBe(false);
    }
  });

  it('property: random messages are accepted exactly when origin, source and type all hold', () => {
    const origin = fc.oneof(
      fc.constant(ID_ORIGIN),
      fc.constantFrom(
        'https://evil.example',
        'https://id.vk.com.evil.example',
        'https://ID.vk.com',
        `${ID_ORIGIN}/`,
        '',
      ),
      fc.string(),
    );
    const source = fc.constantFrom<unknown>(ownFrame, otherFrame, null, undefined, {}, ID_ORIGIN);
    const data = fc.oneof(
      fc.anything(),
      fc.record(
        { type: fc.oneof(fc.constant(BRIDGE_MESSAGE_TYPE), fc.string()), handler: fc.string(), params: fc.anything() },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(origin, source, data, (o, s, d) => {
        const all =
          o === ID_ORIGIN &&
          s === ownFrame &&
          typeof d === 'object' &&
          d !== null &&
          (d as { type?: unknown }).type === BRIDGE_MESSAGE_TYPE;
        expect(acceptsBridgeMessage({ origin: o, source: s, data: d }, expected)).toBe(all);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('bridge: handler to lifecycle event', () => {
  const payload = { code: 'c1', device_id: 'd1', state: 's1', type: 'code_v2', expires_in: 600 };

  it.each([
    [message(WidgetEvents.LOAD), { type: 'frame.loaded' }],
    [message(WidgetEvents.CLOSE), { type: 'frame.closed' }],
    [message(WidgetEvents.ERROR, { text: 'boom' }), { type: 'frame.error', details: { text: 'boom' } }],
    [message(WidgetEvents.RESIZE, { height: 100 }), { type: 'frame.resized', height: 100 }],
    [
      message(OneTapInternalEvents.LOGIN_SUCCESS, payload),
      {
        type: 'frame.loginSucceeded',
        payload: { code: 'c1', device_id: 'd1', state: 's1', type: 'code_v2', expires_in: '600' },
      },
    ],
    [
      message(OneTapInternalEvents.SHOW_FULL_AUTH, { screen: 'phone', sdk_oauth: 'mail_ru' }),
      { type: 'frame.showFullAuth', screen: 'phone', provider: 'mail_ru' },
    ],
    [message(OneTapInternalEvents.SHOW_FULL_AUTH), { type: 'frame.showFullAuth' }],
    [message(OneTapInternalEvents.NOT_AUTHORIZED), { type: 'frame.notAuthorized' }],
    [
      message(OneTapInternalEvents.AUTHENTICATION_INFO, { is_online: true, has_user: true }),
      { type: 'frame.authInfo', info: { is_online: true, has_user: true } },
    ],
  ])('%j → %j', (data, event) => {
    expect(lifecycleEventOf(data)).toEqual(event);
  });

  it.each([
    ['an unknown handler', message('common: dance')],
    ['start authorize, which the lifecycle does not use', message(OneTapInternalEvents.START_AUTHORIZE)],
    ['resize without height', message(WidgetEvents.RESIZE, {})],
    ['resize with a string height', message(WidgetEvents.RESIZE, { height: '100' })],
    ['resize with height 0', message(WidgetEvents.RESIZE, { height: 0 })],
    ['resize with a negative height', message(WidgetEvents.RESIZE, { height: -5 })],
    ['resize with an infinite height', message(WidgetEvents.RESIZE, { height: Number.POSITIVE_INFINITY })],
    ['resize with NaN', message(WidgetEvents.RESIZE, { height: Number.NaN })],
    ['login success without a code', message(OneTapInternalEvents.LOGIN_SUCCESS, { state: 's' })],
    ['login success with a non-object', message(OneTapInternalEvents.LOGIN_SUCCESS, 'code=1')],
    ['show full auth with an unknown provider', message(OneTapInternalEvents.SHOW_FULL_AUTH, { sdk_oauth: 'yandex' })],
    ['show full auth with a non-string screen', message(OneTapInternalEvents.SHOW_FULL_AUTH, { screen: 3 })],
    ['authentication info without params', message(OneTapInternalEvents.AUTHENTICATION_INFO)],
    ['a message of another type', { type: 'other', handler: WidgetEvents.LOAD }],
    ['not an object', 'common: load'],
  ])('null for %s', (_name, data) => {
    expect(lifecycleEventOf(data)).toBeNull();
  });

  it('property: anything random maps to null or to a frame.* event, never throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record({
            type: fc.constant(BRIDGE_MESSAGE_TYPE),
            handler: fc.constantFrom(...Object.values(WidgetEvents), ...Object.values(OneTapInternalEvents)),
            params: fc.anything(),
          }),
        ),
        (data) => {
          const event = lifecycleEventOf(data);
          expect(event === null || event.type.startsWith('frame.')).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
