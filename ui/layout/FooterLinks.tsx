/** The links the footer and the mobile menu both list (portal §1: «The footer and mobile menu link to …»). */
import { Link } from '@tanstack/react-router';
import { promoCodesAddress } from '../../core/domain/externalLinks.ts';
import { useServices } from '../app/context.ts';
import type { InfoLink } from './links.ts';

/** Promo codes (only when its switch is 1 and its address is configured), news and the become-a-partner page, as list items. */
export function PortalLinkItems() {
  const { config } = useServices();
  const promoCodes = promoCodesAddress(config.links, config.promoCodesSwitch);
  return (
    <>
      {promoCodes === null ? null : (
        <li>
          <a href={promoCodes}>Промокоды</a>
        </li>
      )}
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
