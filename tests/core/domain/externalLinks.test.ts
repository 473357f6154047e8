import { describe, expect, it } from 'vitest';
import { externalLinks, isPromoCodesLinkShown, mainNavigation, navigationItems } from '../../../core/domain/externalLinks.ts';

describe('External links live in one configuration', () => {
  it('has every link the spec names', () => {
    expect(Object.keys(externalLinks).sort()).toEqual(
      [
        'personalCabinet',
        'personalCabinetLogin',
        'personalCabinetOffline',
        'loyaltyProgramRules',
        'privacyPolicy',
        'offerAgreement',
        'userAgreement',
        'howItWorks',
        'companySite',
        'clientSection',
        'businessSection',
        'agentSection',
        'promoCodes',
        'telegramBot',
        'employeeBot',
        'vkGroup',
        'telegramGroup',
        'okGroup',
      ].sort(),
    );
  });

  it.each(Object.entries(externalLinks))('%s is an https URL on the product domain', (_name, url) => {
    const parsed = new URL(url);
    expect(parsed.protocol).toBe('https:');
    expect(parsed.hostname === 'rjadom.ru' || parsed.hostname.endsWith('.rjadom.ru')).toBe(true);
  });

  it('every link is distinct', () => {
    const urls = Object.values(externalLinks);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('the personal cabinet, its login and offline pages share one host', () => {
    const host = new URL(externalLinks.personalCabinet).host;
    expect(new URL(externalLinks.personalCabinetLogin).host).toBe(host);
    expect(new URL(externalLinks.personalCabinetOffline).host).toBe(host);
    expect(new URL(externalLinks.personalCabinet).pathname).toBe('/');
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(externalLinks)).toBe(true);
  });
});

describe('Promo codes link: shown only when the promo-codes switch is set to 1', () => {
  it.each([1, '1'])('is shown for %j', (value) => {
    expect(isPromoCodesLinkShown(value)).toBe(true);
  });

  it.each([0, '0', 2, '2', '', ' 1', 'true', null, undefined, 1.5])('is hidden for %j', (value) => {
    expect(isPromoCodesLinkShown(value)).toBe(false);
  });
});

describe('Main navigation', () => {
  const byId = (id: number) => mainNavigation.find((item) => item.id === id)!;

  it('lists the items of §2 in order, then the cabinet (6) and the bot (7)', () => {
    expect(mainNavigation.map(({ id, title }) => [id, title])).toEqual([
      [1, 'Офлайн-партнёры'],
      [2, 'Онлайн-покупки'],
      [3, 'Промокоды'],
      [4, 'Новости'],
      [5, 'Стать партнёром'],
      [6, 'Личный кабинет'],
      [7, 'Телеграм-бот'],
    ]);
  });

  it('internal items point at their routes', () => {
    expect(byId(1)).toMatchObject({ href: '/brands', external: false });
    expect(byId(2)).toMatchObject({ href: '/online', external: false });
    expect(byId(4)).toMatchObject({ href: '/news', external: false });
    expect(byId(5)).toMatchObject({ href: '/partner_application', external: false });
  });

  it('promo codes is an external link', () => {
    expect(byId(3)).toMatchObject({ href: externalLinks.promoCodes, external: true });
  });

  it('only item 6 needs login, and it leads to the personal cabinet', () => {
    expect(mainNavigation.filter((item) => item.needsLogin).map((item) => item.id)).toEqual([6]);
    expect(byId(6)).toMatchObject({ href: externalLinks.personalCabinet, external: true });
  });

  it('only item 7 opens in a new tab, and it leads to the telegram bot', () => {
    expect(mainNavigation.filter((item) => item.newTab).map((item) => item.id)).toEqual([7]);
    expect(byId(7)).toMatchObject({ href: externalLinks.telegramBot, external: true });
  });

  it('shows every item, promo codes included, when the switch is 1', () => {
    expect(navigationItems({ frameMode: false, promoCodesSwitch: 1 }).map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(navigationItems({ frameMode: false, promoCodesSwitch: '1' }).map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('hides promo codes when the switch is not 1', () => {
    expect(navigationItems({ frameMode: false, promoCodesSwitch: 0 }).map((item) => item.id)).toEqual([1, 2, 4, 5, 6, 7]);
    expect(navigationItems({ frameMode: false, promoCodesSwitch: null }).map((item) => item.id)).toEqual([1, 2, 4, 5, 6, 7]);
  });

  it('in frame mode only the first two are shown, whatever the switch', () => {
    expect(navigationItems({ frameMode: true, promoCodesSwitch: 1 }).map((item) => item.id)).toEqual([1, 2]);
    expect(navigationItems({ frameMode: true, promoCodesSwitch: 0 }).map((item) => item.id)).toEqual([1, 2]);
  });

  it('returns a fresh list the caller may change without touching the configuration', () => {
    const items = navigationItems({ frameMode: false, promoCodesSwitch: 1 });
    items.pop();
    expect(mainNavigation).toHaveLength(7);
    expect(Object.isFrozen(mainNavigation)).toBe(true);
    expect(mainNavigation.every((item) => Object.isFrozen(item))).toBe(true);
  });
});
