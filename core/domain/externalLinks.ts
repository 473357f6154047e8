/**
 * Every address that leaves the portal (portal §1, §2) and the main navigation list of §2. The spec gives no
 * hosts, so no address is built in: each comes from its setting (EXTERNAL_LINK_SETTINGS, read by the app's
 * entries from the build's `VITE_*` settings), and a link whose address is not configured is not shown.
 * Without a configured cabinet, «Личный кабинет», «Житель» and the post-login redirect go to the portal's
 * own profile page (PROFILE_PATH).
 */
import * as v from 'valibot';

/** The setting each external address is read from (README «Settings»). */
export const EXTERNAL_LINK_SETTINGS = Object.freeze({
  personalCabinet: 'VITE_CABINET_URL',
  loyaltyProgramRules: 'VITE_LOYALTY_RULES_URL',
  privacyPolicy: 'VITE_PRIVACY_POLICY_URL',
  offerAgreement: 'VITE_OFFER_AGREEMENT_URL',
  userAgreement: 'VITE_USER_AGREEMENT_URL',
  howItWorks: 'VITE_HOW_IT_WORKS_URL',
  companySite: 'VITE_COMPANY_SITE_URL',
  clientSection: 'VITE_CLIENTS_URL',
  businessSection: 'VITE_BUSINESS_URL',
  agentSection: 'VITE_AGENTS_URL',
  promoCodes: 'VITE_PROMO_CODES_URL',
  telegramBot: 'VITE_TELEGRAM_BOT_URL',
  employeeBot: 'VITE_EMPLOYEE_BOT_URL',
  vkGroup: 'VITE_VK_GROUP_URL',
  telegramGroup: 'VITE_TELEGRAM_GROUP_URL',
  okGroup: 'VITE_OK_GROUP_URL',
} as const);

/** The name of one external address. */
export type ExternalLinkName = keyof typeof EXTERNAL_LINK_SETTINGS;

/** The configured external addresses; a name without a value is not configured and its link is not shown. */
export type ExternalLinks = Readonly<Partial<Record<ExternalLinkName, string>>>;

/** Nothing configured: a fresh start. */
export const NO_EXTERNAL_LINKS: ExternalLinks = Object.freeze({});

/** The portal's own profile page: the personal area when no external cabinet is configured. */
export const PROFILE_PATH = '/profile';

/** The employee's page of the cabinet (portal §2: the cabinet's offline page). */
const EMPLOYEE_CABINET_PAGE = 'offline';

/** An absolute http(s) address with a host and no spaces. */
const addressSchema = v.pipe(v.string(), v.trim(), v.regex(/^https?:\/\/[^\s/?#]+[^\s]*$/i), v.url());

/** The configured addresses of `settings` (the build's `VITE_*` values); empty or malformed values count as not configured. */
export function readExternalLinks(settings: Readonly<Record<string, unknown>>): ExternalLinks {
  const links: Partial<Record<ExternalLinkName, string>> = {};
  for (const [name, setting] of Object.entries(EXTERNAL_LINK_SETTINGS) as [ExternalLinkName, string][]) {
    const parsed = v.safeParse(addressSchema, settings[setting]);
    if (parsed.success) {
      links[name] = parsed.output;
    }
  }
  return Object.freeze(links);
}

/** Where «Житель», «Личный кабинет» and the post-login redirect go: the configured cabinet, else the profile page. */
export function cabinetAddress(links: ExternalLinks): string {
  return links.personalCabinet ?? PROFILE_PATH;
}

/** The cabinet's employee page («Сотрудник»); null when no cabinet is configured, so the item is not shown. */
export function employeeCabinetAddress(links: ExternalLinks): string | null {
  return links.personalCabinet === undefined ? null : new URL(EMPLOYEE_CABINET_PAGE, links.personalCabinet).href;
}

/** The switch value that turns the promo codes link on. */
const PROMO_CODES_SWITCH = 1;

/** True only when the promo-codes switch is set to 1 (as a number or the text '1'). */
export function isPromoCodesLinkShown(switchValue: number | string | null | undefined): boolean {
  return switchValue === PROMO_CODES_SWITCH || switchValue === String(PROMO_CODES_SWITCH);
}

/** The promo codes address when its switch is on and it is configured, else null. */
export function promoCodesAddress(
  links: ExternalLinks,
  switchValue: number | string | null | undefined,
): string | null {
  return isPromoCodesLinkShown(switchValue) ? (links.promoCodes ?? null) : null;
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

/** How many leading items the embedded (frames) mode keeps. */
const FRAME_MODE_ITEMS = 2;

function item(
  id: number,
  title: string,
  href: string,
  extra: Partial<Omit<NavItem, 'id' | 'title' | 'href'>> = {},
): NavItem {
  return { id, title, href, external: false, needsLogin: false, newTab: false, ...extra };
}

/**
 * The main navigation of §2 to show, in display order: only the first two in frame mode; promo codes when its
 * switch is 1 and its address is configured; «Личный кабинет» to the cabinet or the profile page; the Telegram
 * bot when configured.
 */
export function navigationItems(opts: {
  frameMode: boolean;
  promoCodesSwitch: number | string | null;
  links: ExternalLinks;
}): NavItem[] {
  const { links } = opts;
  const promoCodes = promoCodesAddress(links, opts.promoCodesSwitch);
  const items = [
    item(1, 'Офлайн-партнёры', '/brands'),
    item(2, 'Онлайн-покупки', '/online'),
    promoCodes === null ? null : item(3, 'Промокоды', promoCodes, { external: true }),
    item(4, 'Новости', '/news'),
    item(5, 'Стать партнёром', '/partner_application'),
    item(6, 'Личный кабинет', cabinetAddress(links), {
      external: links.personalCabinet !== undefined,
      needsLogin: true,
    }),
    links.telegramBot === undefined
      ? null
      : item(7, 'Телеграм-бот', links.telegramBot, { external: true, newTab: true }),
  ].filter((entry) => entry !== null);
  return opts.frameMode ? items.slice(0, FRAME_MODE_ITEMS) : items;
}

/** One information link of the footer or the mobile menu. */
export interface InfoLink {
  title: string;
  href: string;
}

/** The information links of portal §1, by group; each holds only the configured ones. */
export interface InfoLinkGroups {
  /** The company site, how it works and the audience sections. */
  company: InfoLink[];
  documents: InfoLink[];
  /** Social groups. */
  groups: InfoLink[];
}

const INFO_LINK_TITLES: Readonly<Record<keyof InfoLinkGroups, readonly (readonly [ExternalLinkName, string])[]>> = {
  company: [
    ['companySite', 'О компании'],
    ['howItWorks', 'Как это работает'],
    ['clientSection', 'Клиентам'],
    ['businessSection', 'Бизнесу'],
    ['agentSection', 'Агентам'],
  ],
  documents: [
    ['userAgreement', 'Пользовательское соглашение'],
    ['privacyPolicy', 'Политика конфиденциальности'],
    ['offerAgreement', 'Условия оферты'],
    ['loyaltyProgramRules', 'Правила программы лояльности'],
  ],
  groups: [
    ['vkGroup', 'ВКонтакте'],
    ['telegramGroup', 'Telegram'],
    ['okGroup', 'Одноклассники'],
  ],
};

function configured(links: ExternalLinks, group: keyof InfoLinkGroups): InfoLink[] {
  return INFO_LINK_TITLES[group].flatMap(([name, title]) => {
    const href = links[name];
    return href === undefined ? [] : [{ title, href }];
  });
}

/** The footer's and the mobile menu's information links (portal §1): only those whose address is configured. */
export function infoLinkGroups(links: ExternalLinks): InfoLinkGroups {
  return {
    company: configured(links, 'company'),
    documents: configured(links, 'documents'),
    groups: configured(links, 'groups'),
  };
}
