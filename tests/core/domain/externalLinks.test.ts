import { describe, expect, it } from 'vitest';
import {
  cabinetAddress,
  employeeCabinetAddress,
  EXTERNAL_LINK_SETTINGS,
  infoLinkGroups,
  isPromoCodesLinkShown,
  navigationItems,
  NO_EXTERNAL_LINKS,
  PROFILE_PATH,
  readExternalLinks,
  type ExternalLinks,
} from '../../../core/domain/externalLinks.ts';

/** Every setting configured, each with an address of its own. */
const ALL_SETTINGS = Object.fromEntries(
  Object.values(EXTERNAL_LINK_SETTINGS).map((setting, index) => [setting, `https://example.org/${index}/`]),
);
const ALL: ExternalLinks = readExternalLinks(ALL_SETTINGS);

describe('External links come from configuration only (issue 19: no dead link on a fresh start)', () => {
  it('names one VITE_ setting for each address the spec lists: cabinet, documents, groups, bots, company site, promo codes', () => {
    expect(Object.keys(EXTERNAL_LINK_SETTINGS).sort()).toEqual(
      [
        'personalCabinet',
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
    const settings = Object.values(EXTERNAL_LINK_SETTINGS);
    expect(settings.every((setting) => /^VITE_[A-Z_]+_URL$/.test(setting))).toBe(true);
    expect(new Set(settings).size).toBe(settings.length);
  });

  it('knows no address when nothing is configured', () => {
    expect(readExternalLinks({})).toEqual({});
    expect(NO_EXTERNAL_LINKS).toEqual({});
  });

  it('takes each configured http(s) address, trimmed', () => {
    expect(
      readExternalLinks({
        VITE_CABINET_URL: ' https://lk.example.ru/ ',
        VITE_PRIVACY_POLICY_URL: 'http://example.ru/privacy',
      }),
    ).toEqual({
      personalCabinet: 'https://lk.example.ru/',
      privacyPolicy: 'http://example.ru/privacy',
    });
    expect(Object.keys(ALL)).toHaveLength(Object.keys(EXTERNAL_LINK_SETTINGS).length);
  });

  it.each([
    '',
    '   ',
    'lk.example.ru',
    '/docs/privacy',
    'javascript:alert(1)',
    'ftp://example.ru/x',
    'https://',
    'https://exa mple.ru/',
  ])('drops a setting that is no http(s) address: %j', (value) => {
    expect(readExternalLinks({ VITE_CABINET_URL: value })).toEqual({});
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(readExternalLinks({ VITE_CABINET_URL: 'https://lk.example.ru/' }))).toBe(true);
  });
});

describe('The personal cabinet: the configured one, else the portal’s own profile page', () => {
  it('is the profile page when no cabinet is configured', () => {
    expect(PROFILE_PATH).toBe('/profile');
    expect(cabinetAddress(NO_EXTERNAL_LINKS)).toBe('/profile');
    expect(employeeCabinetAddress(NO_EXTERNAL_LINKS)).toBeNull();
  });

  it('is the configured cabinet, whose offline page is the employee’s', () => {
    const links = readExternalLinks({ VITE_CABINET_URL: 'https://lk.example.ru/' });
    expect(cabinetAddress(links)).toBe('https://lk.example.ru/');
    expect(employeeCabinetAddress(links)).toBe('https://lk.example.ru/offline');
    expect(employeeCabinetAddress(readExternalLinks({ VITE_CABINET_URL: 'https://example.ru/lk/' }))).toBe(
      'https://example.ru/lk/offline',
    );
  });
});

describe('Promo codes switch: shown only when set to 1', () => {
  it.each([1, '1'])('is on for %j', (value) => {
    expect(isPromoCodesLinkShown(value)).toBe(true);
  });

  it.each([0, '0', 2, '2', '', ' 1', 'true', null, undefined, 1.5])('is off for %j', (value) => {
    expect(isPromoCodesLinkShown(value)).toBe(false);
  });
});

describe('Main navigation', () => {
  const ids = (links: ExternalLinks, promoCodesSwitch: number | string | null = 1, frameMode = false) =>
    navigationItems({ frameMode, promoCodesSwitch, links }).map((item) => item.id);

  it('lists the items of §2 in order, then the cabinet (6) and the bot (7), when everything is configured', () => {
    expect(
      navigationItems({ frameMode: false, promoCodesSwitch: 1, links: ALL }).map(({ id, title }) => [id, title]),
    ).toEqual([
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
    const items = navigationItems({ frameMode: false, promoCodesSwitch: 1, links: ALL });
    const byId = (id: number) => items.find((item) => item.id === id);
    expect(byId(1)).toMatchObject({ href: '/brands', external: false });
    expect(byId(2)).toMatchObject({ href: '/online', external: false });
    expect(byId(4)).toMatchObject({ href: '/news', external: false });
    expect(byId(5)).toMatchObject({ href: '/partner_application', external: false });
    expect(byId(3)).toMatchObject({ href: ALL.promoCodes, external: true });
    expect(byId(6)).toMatchObject({ href: ALL.personalCabinet, external: true, needsLogin: true, newTab: false });
    expect(byId(7)).toMatchObject({ href: ALL.telegramBot, external: true, needsLogin: false, newTab: true });
  });

  it('on a fresh start (nothing configured) has no external item: the cabinet is the profile page, promo codes and the bot are hidden', () => {
    const items = navigationItems({ frameMode: false, promoCodesSwitch: 1, links: NO_EXTERNAL_LINKS });
    expect(items.map((item) => item.id)).toEqual([1, 2, 4, 5, 6]);
    expect(items.every((item) => !item.external)).toBe(true);
    expect(items.find((item) => item.id === 6)).toMatchObject({ href: '/profile', needsLogin: true });
  });

  it('hides promo codes when the switch is not 1, even when its address is configured', () => {
    expect(ids(ALL, 0)).toEqual([1, 2, 4, 5, 6, 7]);
    expect(ids(ALL, null)).toEqual([1, 2, 4, 5, 6, 7]);
    expect(ids(ALL, '1')).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('in frame mode only the first two are shown, whatever is configured', () => {
    expect(ids(ALL, 1, true)).toEqual([1, 2]);
    expect(ids(NO_EXTERNAL_LINKS, 0, true)).toEqual([1, 2]);
  });
});

describe('Information links of the footer and the mobile menu (portal §1)', () => {
  it('lists nothing external when nothing is configured', () => {
    expect(infoLinkGroups(NO_EXTERNAL_LINKS)).toEqual({ company: [], documents: [], groups: [] });
  });

  it('lists every configured address under its group, in order', () => {
    const groups = infoLinkGroups(ALL);
    expect(groups.company.map((link) => link.title)).toEqual([
      'О компании',
      'Как это работает',
      'Клиентам',
      'Бизнесу',
      'Агентам',
    ]);
    expect(groups.documents.map((link) => link.title)).toEqual([
      'Пользовательское соглашение',
      'Политика конфиденциальности',
      'Условия оферты',
      'Правила программы лояльности',
    ]);
    expect(groups.groups.map((link) => link.title)).toEqual(['ВКонтакте', 'Telegram', 'Одноклассники']);
    expect(groups.documents[1]).toEqual({ title: 'Политика конфиденциальности', href: ALL.privacyPolicy });
  });

  it('lists only the configured ones', () => {
    const groups = infoLinkGroups(
      readExternalLinks({
        VITE_OFFER_AGREEMENT_URL: 'https://example.ru/offer',
        VITE_VK_GROUP_URL: 'https://vk.com/rjadom',
      }),
    );
    expect(groups).toEqual({
      company: [],
      documents: [{ title: 'Условия оферты', href: 'https://example.ru/offer' }],
      groups: [{ title: 'ВКонтакте', href: 'https://vk.com/rjadom' }],
    });
  });
});
