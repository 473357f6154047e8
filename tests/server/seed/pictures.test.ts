/**
 * The seed's catalogue looks real (issue 31 §6): brands have logo marks with their names set, not coloured
 * initials; photos and category icons are drawn after the kind of business; banners carry a picture; news
 * pictures never repeat the title the card prints under them. All generated: nothing is fetched.
 */
import { describe, expect, it } from 'vitest';
import { BRANDS, OFFLINE_CATEGORIES } from '../../../server/seed/data/offline.ts';
import { ONLINE_CATEGORIES, SHOPS } from '../../../server/seed/data/online.ts';
import { NEWS } from '../../../server/seed/data/news.ts';
import {
  bannerPictureSvg,
  brandLogoSvg,
  brandPhotoSvg,
  categoryIconSvg,
  newsPictureSvg,
  offlineGlyph,
  onlineGlyph,
  PHOTO_VARIANTS,
} from '../../../server/seed/pictures.ts';

const text = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);
/** The words a picture sets in type, in order. */
const typeset = (svg: string): string[] =>
  Array.from(svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g), (match) => match[1]!);

describe('the seed’s pictures', () => {
  it('a brand’s logo sets its name, the descriptor over the name in quotes: «Пекарня «Сдоба»» → ПЕКАРНЯ / Сдоба', () => {
    expect(typeset(text(brandLogoSvg('Пекарня «Сдоба»', 'bread')))).toEqual(['ПЕКАРНЯ', 'Сдоба']);
    expect(typeset(text(brandLogoSvg('Самовар и Ко', 'plate'))).join(' ')).toBe('Самовар и Ко');
    expect(typeset(text(brandLogoSvg('Пицца Папы Карло', 'plate'))).join(' ')).toBe('Пицца Папы Карло');
  });

  it('no two brands or shops share a logo, and none is a pair of initials', () => {
    const logos = [
      ...BRANDS.map((brand) => text(brandLogoSvg(brand.name, offlineGlyph(brand.kind)))),
      ...SHOPS.map((shop) => text(brandLogoSvg(shop.name, onlineGlyph(shop.kind)))),
    ];
    expect(new Set(logos).size).toBe(logos.length);
    for (const logo of logos) {
      expect(typeset(logo).join(' ').replace(/\s/g, '').length).toBeGreaterThan(2);
    }
  });

  it('a brand’s photos differ from each other and show its kind of business; the storefront’s sign bears its name', () => {
    const coffee = Array.from({ length: PHOTO_VARIANTS }, (_, v) => text(brandPhotoSvg('Зерно', 'cup', v)));
    const bakery = Array.from({ length: PHOTO_VARIANTS }, (_, v) => text(brandPhotoSvg('Колосок', 'bread', v)));
    expect(new Set([...coffee, ...bakery]).size).toBe(2 * PHOTO_VARIANTS);
    expect(coffee.some((photo) => typeset(photo).includes('Зерно'))).toBe(true);
    // The same variant of two kinds draws a different pictogram, not one storefront for all.
    expect(coffee[0]!.replace(/#[0-9a-f]{6}/g, '')).not.toBe(
      bakery[0]!.replace(/#[0-9a-f]{6}/g, '').replace('Колосок', 'Зерно'),
    );
  });

  it('every category has its own pictogram icon, not a letter', () => {
    const icons = [
      ...OFFLINE_CATEGORIES.map((c) => text(categoryIconSvg(c.name, offlineGlyph(c.kind)))),
      ...ONLINE_CATEGORIES.map((c) => text(categoryIconSvg(c.name, onlineGlyph(c.kind)))),
    ];
    for (const icon of icons) {
      expect(typeset(icon)).toEqual([]);
    }
    expect(new Set(OFFLINE_CATEGORIES.map((c) => offlineGlyph(c.kind))).size).toBe(OFFLINE_CATEGORIES.length);
  });

  it('a news picture never repeats the news title (the card prints it under the picture)', () => {
    for (const item of NEWS) {
      const picture = text(newsPictureSvg(item.title));
      expect(typeset(picture)).toEqual([]);
      expect(picture).not.toContain(item.title.slice(0, 12));
    }
  });

  it('a banner is a picture with its title, every line within the picture', () => {
    const picture = text(bannerPictureSvg('Кэшбэк до 12 % в кофейнях — Екатеринбург', 'cup'));
    expect(typeset(picture).join(' ')).toBe('Кэшбэк до 12 % в кофейнях — Екатеринбург');
    expect(picture).toContain('<g transform=');
  });

  it('the whole catalogue’s pictures stay small: under 600 KB for every brand, shop, category and news item', () => {
    const all = [
      ...BRANDS.flatMap((brand) => [
        brandLogoSvg(brand.name, offlineGlyph(brand.kind)),
        ...Array.from({ length: PHOTO_VARIANTS }, (_, v) => brandPhotoSvg(brand.name, offlineGlyph(brand.kind), v)),
      ]),
      ...SHOPS.map((shop) => brandLogoSvg(shop.name, onlineGlyph(shop.kind))),
      ...NEWS.map((item) => newsPictureSvg(item.title)),
    ];
    expect(all.reduce((sum, bytes) => sum + bytes.length, 0)).toBeLessThan(600 * 1024);
  });

  it('a name with markup in it stays text: it cannot open an element inside the picture', () => {
    const logo = text(brandLogoSvg('Кафе «<script>&»', 'plate'));
    expect(logo).not.toContain('<script>');
    expect(typeset(logo)).toEqual(['КАФЕ', '&#60;script&#62;&#38;']);
    expect(text(bannerPictureSvg('A <b>bold</b> offer', 'bag'))).not.toContain('<b>');
  });

  it('no picture refers to anything outside itself (nothing to fetch)', () => {
    const pictures = [
      brandLogoSvg('Зерно', 'cup'),
      ...Array.from({ length: PHOTO_VARIANTS }, (_, v) => brandPhotoSvg('Зерно', 'cup', v)),
      categoryIconSvg('Кофейни', 'cup'),
      bannerPictureSvg('Кэшбэк', 'cup'),
      newsPictureSvg('Новость'),
    ].map(text);
    for (const picture of pictures) {
      expect(picture.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/href|https?:|@import/);
    }
  });
});

describe('a news picture shows its subject', () => {
  it('coffee news shows a cup, pharmacy news a cross: the same drawing as the category’s', () => {
    const cup = text(categoryIconSvg('x', 'cup')).match(/<path d="M20 40h48[^"]*"/)![0];
    expect(text(newsPictureSvg('Двойной кэшбэк в кофейнях по выходным'))).toContain(cup);
    const cross = text(categoryIconSvg('x', 'cross')).match(/<path d="M42 26h16[^"]*"/)![0];
    expect(text(newsPictureSvg('Кэшбэк в аптеках стал больше'))).toContain(cross);
  });
});
