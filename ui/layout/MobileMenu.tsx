import { useState } from 'react';
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
 * The menu below 768 px (portal §2 «Mobile menu»): login, city, 'Присоединиться', the online and
 * offline services each with 'Витрина' and 'Каталог', promo codes, news, become a partner, info links.
 * Signed in, it carries what the header's profile menu does on a wide screen: the profile (the phone),
 * «Избранное», «Выйти», and the city.
 */
export function MobileMenu({ id, onClose }: { id: string; onClose: () => void }) {
  const session = useAppSession();
  const status = useSessionPart((snapshot) => snapshot.status);
  const user = useSessionPart((snapshot) => snapshot.user);
  const authModal = useAuthModal();
  const { company, documents, groups } = useInfoLinks();

  return (
    <nav id={id} className="mobile-menu" aria-label="Меню">
      <div className="mobile-menu__group">
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
        <CityPicker className="link-button" />
      </div>
      <ServiceGroup title="Онлайн-сервисы" showcase="/online" section="online" onClose={onClose} />
      <ServiceGroup title="Офлайн-сервисы" showcase="/brands" section="offline" onClose={onClose} />
      <ul className="mobile-menu__links">
        <PortalLinkItems />
        <InfoLinkItems links={[...company, ...documents, ...groups]} />
      </ul>
    </nav>
  );
}

function ServiceGroup(props: { title: string; showcase: '/online' | '/brands'; section: CatalogueSection; onClose: () => void }) {
  const [catalogueOpen, setCatalogueOpen] = useState(false);
  const { activeId, choose } = useCatalogue();
  return (
    <section className="mobile-menu__group" aria-label={props.title}>
      <h2 className="mobile-menu__title">{props.title}</h2>
      <Link to={props.showcase}>Витрина</Link>
      <button type="button" className="link-button" aria-expanded={catalogueOpen} onClick={() => setCatalogueOpen((was) => !was)}>
        Каталог
      </button>
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
