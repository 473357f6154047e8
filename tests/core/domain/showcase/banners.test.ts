import { describe, expect, it } from 'vitest';
import { HOME_BANNER_REQUESTS, homeBanners } from '../../../../core/domain/showcase/banners.ts';
import type { Banner } from '../../../../core/model/index.ts';

const banner = (id: number, typeId: number): Banner => ({
  id,
  title: `Баннер ${id}`,
  fileId: null,
  link: null,
  typeId,
});

describe('main page banners of both showcases by type', () => {
  it('asks each showcase for type 1 (the main slider) and type 2 (the strip under it)', () => {
    expect(HOME_BANNER_REQUESTS.map(({ kind, showcase, typeId }) => `${kind}:${showcase}:${typeId}`)).toEqual([
      'slider:offline:1',
      'slider:online:1',
      'strip:offline:2',
      'strip:online:2',
    ]);
  });

  it('shows the offline banners of each kind before the online ones', () => {
    const answers = [[banner(1, 1), banner(2, 1)], [banner(3, 1)], [banner(4, 2)], [banner(5, 2)]];
    const banners = homeBanners(answers);
    expect(banners.slider.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(banners.strip.map((item) => item.id)).toEqual([4, 5]);
  });

  it('a missing answer adds no banners', () => {
    expect(homeBanners([[], [banner(3, 1)]])).toEqual({ slider: [{ ...banner(3, 1), key: 'online3' }], strip: [] });
  });

  it("an offline and an online banner of the same id have different keys (React's duplicate keys on `/`, issue 31 §3)", () => {
    const banners = homeBanners([
      [banner(1, 1), banner(2, 1)],
      [banner(1, 1), banner(2, 1)],
      [banner(1, 2)],
      [banner(1, 2)],
    ]);
    for (const kind of ['slider', 'strip'] as const) {
      const keys = banners[kind].map((item) => item.key);
      expect(new Set(keys).size, kind).toBe(keys.length);
    }
  });
});
