/** The links the footer and the mobile menu both list (portal §1: «The footer and mobile menu link to …»). */
import { Link } from '@tanstack/react-router';
import { externalLinks, isPromoCodesLinkShown } from '../../core/domain/externalLinks.ts';
import { useServices } from '../app/context.ts';
import type { InfoLink } from './links.ts';

/** Promo codes (only when the promo-codes switch is 1), news and the become-a-partner page, as list items. */
export function PortalLinkItems() {
  const { config } = useServices();
  return (
    <>
      {isPromoCodesLinkShown(config.promoCodesSwitch) ? (
        <li>
          <a href={externalLinks.promoCodes}>Промокоды</a>
        </li>
      ) : null}
      <li>
        <Link to="/news">Новости</Link>
      </li>
      <li>
        <Link to="/partner_application">Стать партнёром</Link>
      </li>
    </>
  );
}

/** Information links (company, documents, social groups) as list items. */
export function InfoLinkItems({ links }: { links: readonly InfoLink[] }) {
  return (
    <>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href}>{link.title}</a>
        </li>
      ))}
    </>
  );
}
