/**
 * The one configuration of external links (portal §1, §2, §9) and the main navigation list of §2.
 * The spec omits the hosts, so every link lives on the product's own domain; third-party destinations
 * (bots, social groups) are paths there, so their real addresses can change without a release.
 */

const SITE = 'https://rjadom.ru';
const CABINET = 'https://lk.rjadom.ru';

/** Every link that leaves the portal. */
export const externalLinks = Object.freeze({
  personalCabinet: `${CABINET}/`,
  personalCabinetLogin: `${CABINET}/login`,
  personalCabinetOffline: `${CABINET}/offline`,
  loyaltyProgramRules: `${SITE}/docs/loyalty-program-rules`,
  privacyPolicy: `${SITE}/docs/privacy-policy`,
  offerAgreement: `${SITE}/docs/offer-agreement`,
  userAgreement: `${SITE}/docs/user-agreement`,
  howItWorks: `${SITE}/how-it-works`,
  companySite: `${SITE}/`,
  clientSection: `${SITE}/clients`,
  businessSection: `${SITE}/business`,
  agentSection: `${SITE}/agents`,
  promoCodes: `${SITE}/promo`,
  telegramBot: `${SITE}/go/telegram-bot`,
  employeeBot: `${SITE}/go/employee-bot`,
  vkGroup: `${SITE}/go/vk`,
  telegramGroup: `${SITE}/go/telegram`,
  okGroup: `${SITE}/go/ok`,
} as const);

export type ExternalLinkName = keyof typeof externalLinks;

/** The switch value that turns the promo codes link on. */
export const PROMO_CODES_SWITCH = 1;

/** True only when the promo-codes switch is set to 1 (as a number or the text '1'). */
export function isPromoCodesLinkShown(switchValue: number | string | null | undefined): boolean {
  return switchValue === PROMO_CODES_SWITCH || switchValue === String(PROMO_CODES_SWITCH);
}

/** One entry of the main navigation. */
export interface NavItem {
  id: number;
  title: string;
  href: string;
  external: boolean;
  /** When logged out the item opens the login form instead. */
  needsLogin: boolean;
  newTab: boolean;
}

const PROMO_CODES_ITEM_ID = 3;
/** How many leading items the embedded (frames) mode keeps. */
const FRAME_MODE_ITEMS = 2;

function item(id: number, title: string, href: string, extra: Partial<Omit<NavItem, 'id' | 'title' | 'href'>> = {}): NavItem {
  return Object.freeze({ id, title, href, external: false, needsLogin: false, newTab: false, ...extra });
}

/** The full main navigation list, in display order. */
export const mainNavigation: readonly NavItem[] = Object.freeze([
  item(1, 'Офлайн-партнёры', '/brands'),
  item(2, 'Онлайн-покупки', '/online'),
  item(PROMO_CODES_ITEM_ID, 'Промокоды', externalLinks.promoCodes, { external: true }),
  item(4, 'Новости', '/news'),
  item(5, 'Стать партнёром', '/partner_application'),
  item(6, 'Личный кабинет', externalLinks.personalCabinet, { external: true, needsLogin: true }),
  item(7, 'Телеграм-бот', externalLinks.telegramBot, { external: true, newTab: true }),
]);

/** The items to show: only the first two in frame mode; promo codes only when its switch is 1. */
export function navigationItems(opts: { frameMode: boolean; promoCodesSwitch: number | string | null }): NavItem[] {
  if (opts.frameMode) {
    return mainNavigation.slice(0, FRAME_MODE_ITEMS);
  }
  const promoShown = isPromoCodesLinkShown(opts.promoCodesSwitch);
  return mainNavigation.filter((navItem) => navItem.id !== PROMO_CODES_ITEM_ID || promoShown);
}
