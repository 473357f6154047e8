// @vitest-environment jsdom
/**
 * @vkid/sdk __tests__/core/validator (its rules and the validator that applies them): a required value
 * may not be empty, blank, undefined or null; the app id is a number; a button's height is 32–56; the
 * first rule that fails throws its message and nothing is done. The rules are internal; their public
 * face is `Config.init` and `render`.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP, configure, freshPage, kit } from './page.ts';

vi.mock('xstate', () => import('../../../widget/runtime/microXState.ts'));

afterEach(() => {
  vi.restoreAllMocks();
});

const init = (app: unknown) => () => kit.Config.init({ app, redirectUrl: 'https://site.example/callback' });

function renderOneTap(params: Record<string, unknown>) {
  freshPage();
  configure();
  return () =>
    new kit.OneTap().render({ container: document.body.appendChild(document.createElement('div')), ...params });
}

describe('the number rule (reference: core/validator isNumber)', () => {
  it('takes an app id given as a number or as a numeric string', () => {
    freshPage();
    for (const app of [1, 12345, '123']) {
      expect(init(app)).not.toThrow();
    }
  });

  it('refuses an app id that is no number (an app id is also a positive integer for the kit: 0, -200 and 1.1 are refused on purpose)', () => {
    freshPage();
    for (const app of [false, { 12: 24 }, [12, 33, 86], 'abc', -200, 1.1]) {
      expect(init(app)).toThrow('app should be number');
    }
  });
});

describe('the required rule (reference: core/validator isRequired)', () => {
  it('takes any present value', () => {
    freshPage();
    expect(init(1)).not.toThrow();
    expect(renderOneTap({})).not.toThrow();
  });

  it.each(['', '    ', undefined, null])('refuses %j as an app id and as a container', (value) => {
    freshPage();
    expect(init(value)).toThrow('app is required parameter');
    expect(renderOneTap({ container: value })).toThrow('container is required parameter');
  });
});

describe('the height rule (reference: core/validator isValidHeight)', () => {
  it('takes no styles, styles without a height, and heights 32 and 56', () => {
    for (const styles of [undefined, {}, { height: 32 }, { height: 56 }]) {
      expect(renderOneTap({ styles })).not.toThrow();
    }
  });

  it('refuses 31, 57 and a height given as text', () => {
    expect(renderOneTap({ styles: { height: 31 } })).toThrow('The height should correspond to the range from 32 to 56');
    expect(renderOneTap({ styles: { height: 57 } })).toThrow('The height should correspond to the range from 32 to 56');
    // The reference words this one as the range too; the kit says what is wrong with it.
    expect(renderOneTap({ styles: { height: '31' } })).toThrow('height should be number');
  });
});

describe('the validator (reference: core/validator)', () => {
  it('one value, one rule: a missing container throws its message and renders nothing', () => {
    const render = renderOneTap({ container: null });
    expect(render).toThrow('container is required parameter');
    expect(document.querySelector('[data-test-id]')).toBeNull();
  });

  it('one value, two rules: the second rule’s message when the first passes', () => {
    freshPage();
    expect(init('Ayanami')).toThrow('app should be number');
  });

  it('two values: the one that fails names itself', () => {
    freshPage();
    expect(() => kit.Config.init({ app: APP, redirectUrl: '' })).toThrow('redirectUrl is required parameter');
  });

  it('two values, two rules: the first failing rule in order wins, and the previous configuration stays', () => {
    freshPage();
    configure();
    expect(() => kit.Config.init({ app: '', redirectUrl: '' })).toThrow('app is required parameter');
    expect(kit.Config.get().app).toBe(APP);
  });
});
