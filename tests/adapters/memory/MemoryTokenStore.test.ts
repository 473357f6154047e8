import { describe, expect, it } from 'vitest';
import { MemoryTokenStore } from '../../../adapters/memory/MemoryTokenStore.ts';
import { MemoryCityStore } from '../../../adapters/memory/MemoryCityStore.ts';
import { MemoryNavigator } from '../../../adapters/memory/MemoryNavigator.ts';
import { MissingTokensError } from '../../../core/errors.ts';
import type { UserInfo } from '../../../core/model/index.ts';

const user: UserInfo = {
  id: 1,
  login: '79991234567',
  roles: [2],
  corporateSalesUnitIds: [],
  tenantProfileId: 1,
  employeeSalesUnitIds: [],
  employeeProfileId: null,
  distributorProfileId: null,
};

describe('MemoryTokenStore', () => {
  it('reads null before anything is saved', () => {
    const store = new MemoryTokenStore();
    expect(store.read()).toBeNull();
    expect(store.readUser()).toBeNull();
  });

  it('keeps both tokens and the user info', () => {
    const store = new MemoryTokenStore();
    store.save({ accessToken: 'a', refreshToken: 'r' }, user);
    expect(store.read()).toEqual({ accessToken: 'a', refreshToken: 'r' });
    expect(store.readUser()).toEqual(user);
  });

  it.each([
    ['access', { accessToken: '', refreshToken: 'r' }],
    ['refresh', { accessToken: 'a', refreshToken: '' }],
  ])(
    'throws «Not provided accessToken or refreshToken» without the %s token and keeps the previous pair',
    (_name, tokens) => {
      const store = new MemoryTokenStore();
      store.save({ accessToken: 'old-a', refreshToken: 'old-r' });
      expect(() => store.save(tokens)).toThrow(MissingTokensError);
      expect(store.read()).toEqual({ accessToken: 'old-a', refreshToken: 'old-r' });
    },
  );

  it('clear removes tokens and user info', () => {
    const store = new MemoryTokenStore();
    store.save({ accessToken: 'a', refreshToken: 'r' }, user);
    store.clear();
    expect(store.read()).toBeNull();
    expect(store.readUser()).toBeNull();
  });
});

describe('MemoryCityStore and MemoryNavigator', () => {
  it('the city store returns null until a city is chosen, then the latest choice', () => {
    const store = new MemoryCityStore();
    expect(store.read()).toBeNull();
    store.save(3);
    store.save(5);
    expect(store.read()).toBe(5);
  });

  it('the navigator records routes, reloads and cabinet openings', () => {
    const navigator = new MemoryNavigator();
    navigator.goTo('/brands');
    navigator.reload();
    navigator.openCabinet();
    expect(navigator).toMatchObject({ visited: ['/brands'], reloads: 1, cabinetOpens: 1 });
  });
});
