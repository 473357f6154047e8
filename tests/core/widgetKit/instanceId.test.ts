import { describe, expect, it } from 'vitest';
import { instanceId } from '../../../core/widgetKit/instanceId.ts';
import { scriptedRandom, seededRandom } from './randomFakes.ts';

describe('widget instance id', () => {
  it('is 6 letters from a to z', () => {
    const random = seededRandom(11);
    for (let i = 0; i < 500; i += 1) {
      expect(instanceId(random)).toMatch(/^[a-z]{6}$/);
    }
  });

  it('drops the bytes 234–255 that would favour the first letters, and maps the rest modulo 26', () => {
    expect(instanceId(scriptedRandom([255, 234, 0, 25, 26, 233, 251, 52, 77]))).toBe('azazaz');
  });

  it('every letter turns up, roughly evenly', () => {
    const counts = new Map<string, number>();
    const random = seededRandom(5);
    for (let i = 0; i < 2600; i += 1) {
      for (const letter of instanceId(random)) {
        counts.set(letter, (counts.get(letter) ?? 0) + 1);
      }
    }
    expect(counts.size).toBe(26);
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(450);
      expect(count).toBeLessThan(750);
    }
  });
});
