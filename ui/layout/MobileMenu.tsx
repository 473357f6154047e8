import { useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { formatPhone } from '../../core/domain/phone.ts';
import { useAppSession, useSessionPart } from '../app/context.ts';
import { CabinetLink } from './CabinetLink.tsx';
import { CategoryList } from './CategoryList.tsx';
import { CityPicker } from './CityPicker.tsx';
import { InfoLinkItems, PortalLinkItems } from './FooterLinks.tsx';
import { useInfoLinks } from './links.ts';
import { useAuthModal } from './useAuthModal.ts';
import { useCatalogue, type CatalogueSection } from './useCatalogue.ts';
import './MobileMenu.css';

/**
 * The menu below 1024 px (portal §2 «Mobile menu»): login, city, 'Присоединиться', the online and
 * offline services each with 'Витрина' and 'Каталог', promo codes, news, become a partner, info links,
 * in titled groups as the footer has them.
 * Signed in, it carries what the header's profile menu does on a wide screen: the profile (the phone),
 * «Избранное», «Выйти», and the city.
 */
export default function MobileMenu({ id, onClose }: { id: string; onClose: () => void }) {
  const session = useAppSession();
  const status = useSessionPart((snapshot) => snapshot.status);
  const user = useSessionPart((snapshot) => snapshot.user);
  const authModal = useAuthModal();
  const { company, documents, groups } = useInfoLinks();

  return (
    <nav id={id} className="mobile-menu" aria-label="Меню">
      <div className="mobile-menu__inner container">
        <div className="mobile-menu__account">
          {status === 'ready' && user === null ? (
            <>
              <button type="button" className="button button--primary" onClick={() => authModal.open('authorization')}>
                Войти
              </button>
              <Link to="/registration" className="button button--ghost">
                Присоединиться
              </Link>
            </>
          ) : null}
          {user !== null ? (
            <>
              <CabinetLink onClick={onClose}>{formatPhone(user.login)}</CabinetLink>
              <Link to="/favourites" onClick={onClose}>
                Избранное
              </Link>
              <button type="button" className="link-button" onClick={() => session.logOut()}>
                Выйти
              </button>
            </>
          ) : null}
          <CityPicker className="link-button mobile-menu__city" />
        </div>
        <div className="mobile-menu__sections">
          <ServiceGroup title="Онлайн-сервисы" showcase="/online" section="online" onClose={onClose} />
          <ServiceGroup title="Офлайн-сервисы" showcase="/brands" section="offline" onClose={onClose} />
          <LinkGroup title="Портал">
            <PortalLinkItems />
          </LinkGroup>
          {company.length === 0 ? null : (
            <LinkGroup title="Компания">
              <InfoLinkItems links={company} />
            </LinkGroup>
          )}
          {documents.length === 0 ? null : (
            <LinkGroup title="Документы">
              <InfoLinkItems links={documents} />
            </LinkGroup>
          )}
          {groups.length === 0 ? null : (
            <LinkGroup title="Мы в соцсетях">
              <InfoLinkItems links={groups} />
            </LinkGroup>
          )}
        </div>
      </div>
    </nav>
  );
}

/** A titled list of the menu's links (the footer's groups, in the menu). */
function LinkGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mobile-menu__group" aria-label={title}>
      <h2 className="mobile-menu__title">{title}</h2>
      <ul className="mobile-menu__links">{children}</ul>
    </section>
  );
}

function ServiceGroup(props: {
  title: string;
  showcase: '/online' | '/brands';
  section: CatalogueSection;
  onClose: () => void;
}) {
  const [catalogueOpen, setCatalogueOpen] = useState(false);
  const { activeId, choose } = useCatalogue();
  return (
    <section className="mobile-menu__group" aria-label={props.title}>
      <h2 className="mobile-menu__title">{props.title}</h2>
      <ul className="mobile-menu__links">
        <li>
          <Link to={props.showcase}>Витрина</Link>
        </li>
        <li>
          <button
            type="button"
            className="mobile-menu__toggle"
            aria-expanded={catalogueOpen}
            onClick={() => setCatalogueOpen((was) => !was)}
          >
            Каталог
          </button>
        </li>
      </ul>
      {catalogueOpen ? (
        <CategoryList
          section={props.section}
          activeId={activeId}
          onChoose={(categoryId) => {
            choose(categoryId, props.showcase);
            props.onClose();
          }}
        />
      ) : null}
    </section>
  );
}
