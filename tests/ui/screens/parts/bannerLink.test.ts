import { describe, expect, it } from 'vitest';
import { bannerCallToAction, bannerTarget } from '../../../../ui/screens/parts/bannerLink.ts';

describe('bannerTarget: where a banner leads', () => {
  it.each([
    ['/', { to: '/' }],
    ['/brands', { to: '/brands' }],
    ['/online/', { to: '/online' }],
    ['/offline', { to: '/offline' }],
    ['/news?utm=1', { to: '/news' }],
    ['/partner_application', { to: '/partner_application' }],
    ['/brands/12', { to: '/brands/$brandId', params: { brandId: '12' } }],
    ['/offline/7#photos', { to: '/offline/$outletId', params: { outletId: '7' } }],
    ['/online/3', { to: '/online/$shopId', params: { shopId: '3' } }],
    ['/news/44', { to: '/news/$newsId', params: { newsId: '44' } }],
  ])('%s opens a portal page', (link, route) => {
    expect(bannerTarget(link)).toEqual({ kind: 'route', route });
  });

  it('opens http(s) addresses as they are', () => {
    expect(bannerTarget('https://partner.example/promo?a=1')).toEqual({
      kind: 'external',
      href: 'https://partner.example/promo?a=1',
    });
    expect(bannerTarget(' HTTP://partner.example ')).toEqual({ kind: 'external', href: 'http://partner.example/' });
  });

  it.each([
    null,
    undefined,
    '',
    '   ',
    'javascript:alert(1)',
    '//evil.example/x',
    'data:text/html,hi',
    '/brands/0',
    '/brands/abc',
    '/admin',
    'brands',
    'https://',
  ])('%j is not a link', (link) => {
    expect(bannerTarget(link)).toEqual({ kind: 'none' });
  });
});

describe('bannerCallToAction: the button a banner shows (issue 31 §6)', () => {
  it.each([
    ['/brands/12', 'К партнёру'],
    ['/offline/7', 'К точке'],
    ['/online/3', 'В магазин'],
    ['/news/44', 'Читать'],
    ['/brands', 'Смотреть партнёров'],
    ['/offline', 'Смотреть партнёров'],
    ['/online', 'Смотреть магазины'],
    ['/news', 'Все новости'],
    ['/partner_application', 'Оставить заявку'],
    ['/', 'Подробнее'],
    ['https://partner.example/promo', 'Подробнее'],
  ])('%s: «%s»', (link, label) => {
    expect(bannerCallToAction(bannerTarget(link))).toBe(label);
  });

  it('a banner that leads nowhere has none', () => {
    expect(bannerCallToAction(bannerTarget('javascript:alert(1)'))).toBeNull();
  });
});
