import { describe, expect, it } from 'vitest';
import { loadedOnFirstCall } from '../../../ui/app/loadedOnFirstCall.ts';

interface Greeter {
  greet(name: string): Promise<string>;
}

describe('a port loaded on its first call', () => {
  it('loads nothing until a method is called, then loads once and forwards every call to the adapter', async () => {
    let loads = 0;
    const port = loadedOnFirstCall<Greeter>(async () => {
      loads += 1;
      return {
        prefix: 'Привет, ',
        greet(this: { prefix: string }, name: string) {
          return Promise.resolve(`${this.prefix}${name}`);
        },
      } as Greeter;
    });
    expect(loads).toBe(0);
    expect(await Promise.all([port.greet('Анна'), port.greet('Тимур')])).toEqual(['Привет, Анна', 'Привет, Тимур']);
    expect(await port.greet('Варвара')).toBe('Привет, Варвара');
    expect(loads).toBe(1);
  });

  it('rejects the call whose load failed, and loads again on the next call', async () => {
    let loads = 0;
    const port = loadedOnFirstCall<Greeter>(async () => {
      loads += 1;
      if (loads === 1) {
        throw new Error('chunk lost');
      }
      return { greet: (name: string) => Promise.resolve(name) };
    });
    await expect(port.greet('Анна')).rejects.toThrow('chunk lost');
    expect(await port.greet('Анна')).toBe('Анна');
    expect(loads).toBe(2);
  });
});
