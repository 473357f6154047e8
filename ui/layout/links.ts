/** The footer's and the mobile menu's information links (portal §1), all from the one link configuration. */
import { externalLinks } from '../../core/domain/externalLinks.ts';

export interface InfoLink {
  title: string;
  href: string;
}

/** Company, how it works and the audience sections. */
export const companyLinks: readonly InfoLink[] = [
  { title: 'О компании', href: externalLinks.companySite },
  { title: 'Как это работает', href: externalLinks.howItWorks },
  { title: 'Клиентам', href: externalLinks.clientSection },
  { title: 'Бизнесу', href: externalLinks.businessSection },
  { title: 'Агентам', href: externalLinks.agentSection },
];

/** The documents. */
export const documentLinks: readonly InfoLink[] = [
  { title: 'Пользовательское соглашение', href: externalLinks.userAgreement },
  { title: 'Политика конфиденциальности', href: externalLinks.privacyPolicy },
  { title: 'Условия оферты', href: externalLinks.offerAgreement },
  { title: 'Правила программы лояльности', href: externalLinks.loyaltyProgramRules },
];

/** Social groups. */
export const groupLinks: readonly InfoLink[] = [
  { title: 'ВКонтакте', href: externalLinks.vkGroup },
  { title: 'Telegram', href: externalLinks.telegramGroup },
  { title: 'Одноклассники', href: externalLinks.okGroup },
];
